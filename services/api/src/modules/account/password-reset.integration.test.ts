import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LINK_INVALID_TEXT,
  PASSWORD_RESET_DONE_TEXT,
  RESET_REQUESTED_TEXT,
  acceptedSchema,
  authUserSchema,
  errorBodySchema,
} from '@petvet/shared';
import { rowsOf, schema } from '@petvet/shared/server';
import { hashLinkToken } from '@petvet/shared/backend';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  uniqueEmail,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { resetEventsOf, sendResetEmail } from './test-support/reset-mail';

// Tuesday 12 March 2030, 09:00 UTC: the API's clock, and the notifier's when it sends the email.
const clock = manualClock('2030-03-12T09:00:00Z');
const SENT_AT = new Date('2030-03-12T09:00:00Z');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('resetting a forgotten password by email', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (email: string) => request(t.app).post('/api/auth/password-reset').send({ email });
  const confirm = (token: string, password: string) =>
    request(t.app).post('/api/auth/password-reset/confirm').send({ token, password });
  const signIn = (email: string, password: string) =>
    request(t.app).post('/api/auth/login').send({ email, password });
  const me = (token: string) => request(t.app).get('/api/auth/me').set(bearer(token));

  /** An account asked a reset for, its email sent at SENT_AT: the link's token. */
  const resetLinkOf = async (account: TestAccount) => {
    expect((await ask(account.email)).status).toBe(202);
    return (await sendResetEmail(t, account.email, SENT_AT)).token;
  };

  it('when a known and an unknown address ask for a reset, then both answer 202 with the same body, and their median times differ by less than 20 ms over 50 tries', async () => {
    // Fifty accounts, each asked for once, so every known try records a link and its email.
    const known = Array.from({ length: 50 }, () => uniqueEmail('known'));
    await t.deps.db.insert(schema.accounts).values(
      known.map((email) => ({
        email,
        passwordHash: 'x',
        firstName: 'Kim',
        lastName: 'Known',
        userType: 'pet_owner' as const,
      })),
    );
    const server = t.app.listen(0);
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await request(server).post('/api/auth/password-reset').send({ email });
        return { res, ms: performance.now() - started };
      };
      for (let i = 0; i < 5; i += 1) await timed(uniqueEmail('warm-up'));
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (const email of known) {
        const knownTry = await timed(email);
        const unknownTry = await timed(uniqueEmail('nobody'));
        expect(knownTry.res.status).toBe(202);
        expect(unknownTry.res.status).toBe(202);
        expect(knownTry.res.body).toEqual({ message: RESET_REQUESTED_TEXT });
        expect(unknownTry.res.body).toEqual(knownTry.res.body);
        expect(unknownTry.res.text).toBe(knownTry.res.text);
        knownMs.push(knownTry.ms);
        unknownMs.push(unknownTry.ms);
      }
      const difference = Math.abs(median(knownMs) - median(unknownMs));
      console.info(
        `reset request median: known ${median(knownMs).toFixed(2)} ms, unknown ${median(unknownMs).toFixed(2)} ms, difference ${difference.toFixed(2)} ms`,
      );
      expect(difference).toBeLessThan(20);
    } finally {
      server.close();
    }
    // The known addresses got their emails; the unknown ones left nothing behind.
    expect(await resetEventsOf(t, known[0]!)).toHaveLength(1);
    const [links] = rowsOf<{ count: number }>(
      await t.deps.db.execute(sql`select count(*)::int as count from account_links
        where purpose = 'password-reset' and email like 'nobody.%'`),
    );
    expect(links?.count).toBe(0);
  });

  it('when the emailed link sets a new password, then only the new one signs in, every session has ended, and the address counts as verified', async () => {
    const account = await registerAccount(t.app);
    const otherDevice = await signIn(account.email, account.password);
    expect(otherDevice.status).toBe(200);
    const token = await resetLinkOf(account);

    const res = await confirm(token, 'a-brand-new-password');
    expect(res.status).toBe(200);
    expect(acceptedSchema.parse(res.body).message).toBe(PASSWORD_RESET_DONE_TEXT);

    for (const sessionToken of [account.token, String(otherDevice.body.token)]) {
      const refused = await me(sessionToken);
      expect(refused.status).toBe(401);
      expect(errorBodySchema.parse(refused.body).code).toBe('UNAUTHENTICATED');
    }
    expect((await signIn(account.email, account.password)).status).toBe(401);
    const signedIn = await signIn(account.email, 'a-brand-new-password');
    expect(signedIn.status).toBe(200);
    expect(authUserSchema.parse(signedIn.body.user).emailVerified).toBe(true);
  });

  it('when a used link is sent again, then 400 LINK_INVALID and the password stays the one it set', async () => {
    const account = await registerAccount(t.app);
    const token = await resetLinkOf(account);
    expect((await confirm(token, 'first-new-password')).status).toBe(200);

    const again = await confirm(token, 'second-new-password');
    expectError(again, 400, LINK_INVALID_TEXT);
    expect(errorBodySchema.parse(again.body).code).toBe('LINK_INVALID');
    expect((await signIn(account.email, 'second-new-password')).status).toBe(401);
    expect((await signIn(account.email, 'first-new-password')).status).toBe(200);
  });

  it('when a link is used more than 60 minutes after its email was sent, then 400 LINK_INVALID, and within the hour it works', async () => {
    const account = await registerAccount(t.app);
    const token = await resetLinkOf(account);
    try {
      clock.set('2030-03-12T10:00:01Z');
      expectError(await confirm(token, 'too-late-password'), 400, LINK_INVALID_TEXT);
      expect((await me(account.token)).status).toBe(200);
      clock.set('2030-03-12T09:59:00Z');
      expect((await confirm(token, 'just-in-time')).status).toBe(200);
    } finally {
      clock.set('2030-03-12T09:00:00Z');
    }
  });

  it('when a token was never sent, or a second link was asked for, then the unknown token is refused and the first reset ends the other link', async () => {
    expectError(await confirm('never-sent-token', 'whatever-password'), 400, LINK_INVALID_TEXT);
    const account = await registerAccount(t.app);
    const first = await resetLinkOf(account);
    // One link a minute per account: the second request waits a minute (the database's clock).
    await t.deps.db
      .execute(sql`update account_links set created_at = created_at - interval '2 minutes'
      where email = ${account.email} and purpose = 'password-reset'`);
    const second = await resetLinkOf(account);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'from-the-first-link')).status).toBe(200);
    expectError(await confirm(second, 'from-the-second-link'), 400, LINK_INVALID_TEXT);
  });

  it('when the same address asks twice within a minute, then both answer 202 and one email goes out', async () => {
    const account = await registerAccount(t.app);
    expect((await ask(account.email)).status).toBe(202);
    expect((await ask(account.email.toUpperCase())).status).toBe(202);
    expect(await resetEventsOf(t, account.email)).toHaveLength(1);
  });

  it('when the email is sent, then the database holds only the hash of the token in its link, ending 60 minutes after sending', async () => {
    const account = await registerAccount(t.app);
    const token = await resetLinkOf(account);
    const [link] = rowsOf<{ tokenHash: string; expiresAt: Date }>(
      await t.deps.db.execute(sql`select token_hash as "tokenHash", expires_at as "expiresAt"
        from account_links where email = ${account.email} and purpose = 'password-reset'`),
    );
    expect(link?.tokenHash).toBe(hashLinkToken(token));
    expect(link?.tokenHash).not.toContain(token);
    expect(new Date(link!.expiresAt).toISOString()).toBe('2030-03-12T10:00:00.000Z');
  });

  it('when the address is not an email, then 400 VALIDATION_FAILED names the field', async () => {
    const res = await ask('not-an-email');
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'email' })],
    });
  });
});
