import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOTP_CODE_WRONG_TEXT, type AuthUser } from '@petvet/shared';
import { renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const user: AuthUser = {
  id: 'u2',
  email: 'victor@example.test',
  firstName: 'Victor',
  lastName: 'Vet',
  userType: 'pet_owner',
  emailVerified: true,
  totpEnabled: true,
  locale: 'en',
  clinic: null,
};

describe('the sign-in code step', () => {
  test('when the password answers totpRequired, then the code step asks for a code and signs in with the challenge and the right code only', async () => {
    server = await startTestServer({
      'POST /auth/login': () => ({ body: { totpRequired: true, challenge: 'the-challenge' } }),
      'POST /auth/login/totp': (request) =>
        (request.body as { code: string }).code === '654321'
          ? { body: { user, token: 'session-token' } }
          : { status: 401, body: { error: TOTP_CODE_WRONG_TEXT, code: 'UNAUTHENTICATED' } },
    });
    const { store } = renderApp('/login');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^Email/), user.email);
    await person.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'pw-123456');
    await person.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    await person.type(screen.getByLabelText(/^Code/), '111111');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TOTP_CODE_WRONG_TEXT)).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();

    await person.clear(screen.getByLabelText(/^Code/));
    await person.type(screen.getByLabelText(/^Code/), '654321');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(store.getState().session.token).toBe('session-token'));
    const sent = server.seen.filter((r) => r.path === '/auth/login/totp').map((r) => r.body);
    expect(sent).toEqual([
      { challenge: 'the-challenge', code: '111111' },
      { challenge: 'the-challenge', code: '654321' },
    ]);
  });
});
