import { describe, expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { Form, SubmitButton } from './Form';

const signInForm = () => (
  <Form label="Login" onSubmit={(event) => event.preventDefault()} error={null}>
    <input name="password" aria-label="Password" />
    <SubmitButton label="Login" busy={false} />
  </Form>
);

describe('the submit button in HTML rendered ahead of the app', () => {
  test('when a form is rendered to HTML before the app runs, then its submit button is disabled, so neither a click nor Enter sends the fields in the URL', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(signInForm());
    expect(box.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  test('when the app renders the same form, then its submit button is enabled', () => {
    render(signInForm());
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
