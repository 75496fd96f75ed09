import { afterEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LINK_INVALID_TEXT,
  PASSWORDS_DO_NOT_MATCH_TEXT,
  PASSWORD_RESET_DONE_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  RESET_REQUESTED_TEXT,
} from '@petvet/shared';
import { renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const TOKEN = 'a-token-from-the-email-0123456789';
const posts = () => server?.seen.filter((r) => r.method === 'POST') ?? [];

describe('forgetting the password', () => {
  test('when "Forgot password?" is followed from sign-in and an address sent, then the page says a link is on its way', async () => {
    server = await startTestServer({
      'POST /auth/password-reset': () => ({ status: 202, body: { message: RESET_REQUESTED_TEXT } }),
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await user.type(
      await screen.findByLabelText(/^Email/, { selector: 'input' }),
      'olivia@example.test',
    );
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED_TEXT);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ email: 'olivia@example.test' });
  });

  test('when the address is not an email, then it says so and sends nothing', async () => {
    server = await startTestServer({});
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/, { selector: 'input' }), 'olivia');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('choosing a new password from the link', () => {
  const typePasswords = async (first: string, second: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), first);
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), second);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  };

  test('when the two passwords match, then the token and password are sent and sign-in opens with the notice', async () => {
    server = await startTestServer({
      'POST /auth/password-reset/confirm': () => ({ body: { message: PASSWORD_RESET_DONE_TEXT } }),
    });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await typePasswords('a-new-password', 'a-new-password');
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE_TEXT);
    expect(posts()[0]?.body).toEqual({ token: TOKEN, password: 'a-new-password' });
  });

  test('when the passwords differ, then the rule is said and nothing is sent', async () => {
    server = await startTestServer({});
    renderApp(`/reset-password?token=${TOKEN}`);
    await typePasswords('a-new-password', 'another-one');
    expect((await screen.findAllByText(PASSWORDS_DO_NOT_MATCH_TEXT)).length).toBeGreaterThan(0);
    expect(posts()).toHaveLength(0);
  });

  test('when the new password is too short, then the rule is said and nothing is sent', async () => {
    server = await startTestServer({});
    renderApp(`/reset-password?token=${TOKEN}`);
    await typePasswords('short', 'short');
    expect((await screen.findAllByText(PASSWORD_TOO_SHORT_TEXT)).length).toBeGreaterThan(0);
    expect(posts()).toHaveLength(0);
  });

  test('when the link is used up, then the server says so and a new link can be asked for', async () => {
    server = await startTestServer({
      'POST /auth/password-reset/confirm': () => ({
        status: 400,
        body: { error: LINK_INVALID_TEXT, code: 'LINK_INVALID' },
      }),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    await typePasswords('a-new-password', 'a-new-password');
    expect(await screen.findByText(LINK_INVALID_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('when the link has no token, then it says the link cannot be used and sends nothing', async () => {
    server = await startTestServer({});
    renderApp('/reset-password');
    await typePasswords('a-new-password', 'a-new-password');
    expect(await screen.findByText(LINK_INVALID_TEXT)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
