import { afterEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVITATION_INVALID_TEXT } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const TOKEN = 'an-invitation-token-0123456789';
const clinic = { id: 'c1', name: 'Tribeca Pet Clinic', role: 'reception', clinicianId: null };

async function fillJoin(confirm = 'secret-pass-1') {
  await screen.findByRole('heading', { name: 'Join your clinic on PetVet' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First name/), 'Rita');
  await user.type(screen.getByLabelText(/^Last name/), 'Reception');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass-1');
  await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Join the clinic' }));
}

describe('joining a clinic from an invitation', () => {
  test('when the invited person chooses a name and password, then the token is accepted and they land signed in on the business dashboard', async () => {
    server = await startTestServer({
      'POST /auth/invitations/accept': () => ({
        status: 201,
        body: { token: 'tok-rita', user: { ...BUSINESS, firstName: 'Rita', clinic } },
      }),
    });
    const { router, store } = renderApp(`/join?token=${TOKEN}`);
    await fillJoin();
    await expect.poll(() => router.state.location.pathname).toBe('/vet-dashboard');
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      token: TOKEN,
      firstName: 'Rita',
      lastName: 'Reception',
      password: 'secret-pass-1',
    });
    expect(store.getState().session.token).toBe('tok-rita');
  });

  test('when the two passwords differ, then it says so and sends nothing', async () => {
    server = await startTestServer({});
    renderApp(`/join?token=${TOKEN}`);
    await fillJoin('another-pass-2');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  test('when the invitation has expired or was used, then the server text is shown', async () => {
    server = await startTestServer({
      'POST /auth/invitations/accept': () => ({
        status: 400,
        body: { error: INVITATION_INVALID_TEXT, code: 'INVITATION_INVALID' },
      }),
    });
    const { router } = renderApp(`/join?token=${TOKEN}`);
    await fillJoin();
    expect(await screen.findByText(INVITATION_INVALID_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/join');
  });
});
