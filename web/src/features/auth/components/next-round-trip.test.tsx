import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const BOOKING = '/book/11111111-1111-4111-8111-111111111111?date=2030-01-10&time=09:30&step=2';
const encoded = encodeURIComponent(BOOKING);

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), 'olivia@example.test');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in on the way to a booking', () => {
  test('when login carries a same-site next, then it returns there and the register link keeps it', async () => {
    server = await startTestServer({
      'POST /auth/login': () => ({ body: { token: 'tok-n', user: OWNER } }),
    });
    const { router } = renderApp(`/login?next=${encoded}`);
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute(
      'href',
      `/register?type=pet_owner&next=${encoded}`,
    );
    await logIn();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(BOOKING),
    );
  });

  test.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ])(
    'when login carries the hostile next %s, then it goes to the dashboard instead',
    async (hostile) => {
      server = await startTestServer({
        'POST /auth/login': () => ({ body: { token: 'tok-h', user: OWNER } }),
      });
      const { router } = renderApp(`/login?next=${encodeURIComponent(hostile)}`);
      await screen.findByRole('heading', { name: 'Welcome back' });
      expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute(
        'href',
        '/register',
      );
      await logIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  test('when registration carries a same-site next, then the new owner returns to the booking', async () => {
    server = await startTestServer({
      'POST /auth/register': () => ({ status: 201, body: { token: 'tok-r', user: OWNER } }),
    });
    const { router } = renderApp(`/register?type=pet_owner&next=${encoded}`);
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute(
      'href',
      `/login?next=${encoded}`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First name/), 'Olivia');
    await user.type(screen.getByLabelText(/^Last name/), 'Owner');
    await user.type(screen.getByLabelText(/^Email/), 'olivia@example.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(BOOKING),
    );
  });
});
