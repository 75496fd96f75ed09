import { afterEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMAIL_VERIFIED_TEXT,
  LINK_INVALID_TEXT,
  VERIFICATION_SENT_TEXT,
  VERIFY_RESEND_TOO_SOON_TEXT,
} from '@petvet/shared';
import { OWNER, renderApp } from '../../../test/render-app';

const UNVERIFIED = { ...OWNER, emailVerified: false };
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const TOKEN = 'a-token-from-the-email-0123456789';
const me = (emailVerified: boolean) => () => ({
  body: { ...OWNER, emailVerified, totpEnabled: false, clinic: null },
});
const verifyPosts = () => server!.seen.filter((r) => r.path === '/auth/verify-email');

describe('confirming an email address', () => {
  test('when the link opens, then it is confirmed once and the page says so', async () => {
    server = await startTestServer({
      'POST /auth/verify-email': () => ({ body: { message: EMAIL_VERIFIED_TEXT } }),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    // The first test of the file waits for the page's chunk to load.
    expect(
      await screen.findByText(EMAIL_VERIFIED_TEXT, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(verifyPosts().map((r) => r.body)).toEqual([{ token: TOKEN }]);
  });

  test('when the link is used up and the owner is signed in, then it says so and a new link can be asked for', async () => {
    server = await startTestServer({
      'POST /auth/verify-email': () => ({
        status: 400,
        body: { error: LINK_INVALID_TEXT, code: 'LINK_INVALID' },
      }),
      'POST /auth/verify-email/resend': () => ({
        status: 202,
        body: { message: VERIFICATION_SENT_TEXT },
      }),
      'GET /auth/me': me(false),
    });
    renderApp(`/verify-email?token=${TOKEN}`, { user: UNVERIFIED });
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID_TEXT);
    expect(screen.getByText(/Resend verification email” above/)).toBeInTheDocument();
    // The banner above the card sends the new link.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_SENT_TEXT)).toBeInTheDocument();
  });

  test('when the link has no token, then nothing is sent and the link is said not to work', async () => {
    server = await startTestServer({});
    renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID_TEXT);
    expect(verifyPosts()).toHaveLength(0);
  });
});

describe('the banner of an unverified account', () => {
  test('when a signed-in owner is not verified, then the banner offers a resend and shows a refusal to resend too soon', async () => {
    server = await startTestServer({
      'GET /auth/me': me(false),
      'GET /users/pets': () => ({ body: [] }),
      'POST /auth/verify-email/resend': () => ({
        status: 429,
        body: { error: VERIFY_RESEND_TOO_SOON_TEXT, code: 'RATE_LIMITED' },
      }),
    });
    renderApp('/pets', { user: UNVERIFIED });
    expect(await screen.findByText('Please confirm your email address.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFY_RESEND_TOO_SOON_TEXT)).toBeInTheDocument();
  });

  test('when the owner has confirmed meanwhile, then no banner shows', async () => {
    server = await startTestServer({
      'GET /auth/me': me(true),
      'GET /users/pets': () => ({ body: [] }),
    });
    const { store } = renderApp('/pets', { user: UNVERIFIED });
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => server!.seen.some((r) => r.path === '/auth/me')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please confirm your email address.')).toBeNull();
    // The session learns it, so the next screens ask no more.
    await expect
      .poll(() => (store.getState().session.user as { emailVerified?: boolean }).emailVerified)
      .toBe(true);
  });

  test('when the session says nothing of verification (a verified or older sign-in), then the server is not asked', async () => {
    server = await startTestServer({ 'GET /users/pets': () => ({ body: [] }) });
    renderApp('/pets', { user: OWNER });
    await screen.findByRole('heading', { level: 1 });
    expect(server.seen.some((r) => r.path === '/auth/me')).toBe(false);
  });
});
