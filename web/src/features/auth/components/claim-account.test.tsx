import { afterEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_INVALID_TEXT } from '@petvet/shared';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const TOKEN = 'a-token-from-the-email-0123456789';

describe('claiming an account the clinic made', () => {
  test('when the owner sets a password from the link, then the token and password are sent and the owner is signed in', async () => {
    server = await startTestServer({
      'POST /auth/claim-account': () => ({ body: { token: 'tok-1', user: OWNER } }),
      'GET /appointments': () => ({ body: [] }),
      'GET /users/pets': () => ({ body: [] }),
    });
    const { router } = renderApp(`/claim-account?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set your password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard');
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      token: TOKEN,
      password: 'secret-1',
    });
  });

  test('when the link has no token, then it says the link cannot be used and sends nothing', async () => {
    server = await startTestServer({});
    renderApp('/claim-account');
    await screen.findByRole('heading', { name: 'Set your password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(CLAIM_INVALID_TEXT)).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });
});
