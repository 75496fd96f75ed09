import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_VERIFIED_TEXT,
  EMAIL_VERIFIED_TEXT,
  LINK_INVALID_TEXT,
  VERIFY_RESEND_TOO_SOON_TEXT,
  acceptedSchema,
  errorBodySchema,
} from '@petvet/shared';
import { hashLinkToken } from '@petvet/shared/backend';
import { rowsOf } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { me, sendAccountMail, tokenIn, verifyEmail } from './test-support/link-mail';

// Tuesday 5 March 2030, 09:00 UTC.
const clock = manualClock('2030-03-05T09:00:00Z');
const HOUR = 3_600_000;
const at = (hoursLater: number) =>
  new Date(Date.parse('2030-03-05T09:00:00Z') + hoursLater * HOUR).toISOString();

describe('verifying an email address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = async (): Promise<TestAccount & { id: string }> => {
    clock.set(at(0));
    const account = await registerAccount(t.app);
    return { ...account, id: String(account.user.id) };
  };
  const resend = (token: string) =>
    request(t.app).post('/api/auth/verify-email/resend').set(bearer(token));

  it('when an owner registers, then they are unverified and the emailed link verifies them once', async () => {
    const owner = await register();
    expect((await me(t, owner.token)).emailVerified).toBe(false);
    const [mail] = await sendAccountMail(t, owner.id, clock.now());
    expect(mail).toMatchObject({ to: owner.email, subject: 'Confirm your PetVet email address' });
    const token = tokenIn(mail);
    expect(token).not.toBe('');
    // Only the token's hash is stored.
    const stored = rowsOf<{ tokenHash: string }>(
      await t.deps.db.execute(sql`select token_hash as "tokenHash" from account_links
        where account_id = ${owner.id}`),
    );
    expect(stored.map((row) => row.tokenHash)).toEqual([hashLinkToken(token)]);

    const verified = await verifyEmail(t, token);
    expect(verified.status).toBe(200);
    expect(acceptedSchema.parse(verified.body).message).toBe(EMAIL_VERIFIED_TEXT);
    expect((await me(t, owner.token)).emailVerified).toBe(true);
    expectError(await verifyEmail(t, token), 400, LINK_INVALID_TEXT);
  });

  it('when the link is opened more than 48 hours after its email was sent, then it is refused and the address stays unverified', async () => {
    const owner = await register();
    const token = tokenIn((await sendAccountMail(t, owner.id, clock.now()))[0]);
    clock.set(at(48.01));
    const late = await verifyEmail(t, token);
    expectError(late, 400, LINK_INVALID_TEXT);
    expect(errorBodySchema.parse(late.body).code).toBe('LINK_INVALID');
    expect((await me(t, owner.token)).emailVerified).toBe(false);
  });

  it('when the email is sent a day after registering, then its link works for 48 hours from the sending', async () => {
    const owner = await register();
    clock.set(at(24));
    const token = tokenIn((await sendAccountMail(t, owner.id, clock.now()))[0]);
    clock.set(at(71));
    expect((await verifyEmail(t, token)).status).toBe(200);
  });

  it('when a token was never issued, then 400 LINK_INVALID', async () => {
    expectError(await verifyEmail(t, 'not-a-token-we-made'), 400, LINK_INVALID_TEXT);
  });

  it('when a resend is asked twice within 60 seconds, then the second is refused and one a minute later is sent', async () => {
    const owner = await register();
    clock.set(at(1));
    expect((await resend(owner.token)).status).toBe(202);
    clock.set(new Date(Date.parse(at(1)) + 59_000).toISOString());
    const tooSoon = await resend(owner.token);
    expectError(tooSoon, 429, VERIFY_RESEND_TOO_SOON_TEXT);
    expect(errorBodySchema.parse(tooSoon.body).code).toBe('RATE_LIMITED');
    clock.set(new Date(Date.parse(at(1)) + 60_000).toISOString());
    expect((await resend(owner.token)).status).toBe(202);
    // The registration's email and the two resent ones: each link works.
    const mails = await sendAccountMail(t, owner.id, clock.now());
    expect(mails).toHaveLength(3);
    expect((await verifyEmail(t, tokenIn(mails[2]))).status).toBe(200);
  });

  it('when a verified owner asks for a resend, then 409 says the address is already confirmed', async () => {
    const owner = await register();
    await verifyEmail(t, tokenIn((await sendAccountMail(t, owner.id, clock.now()))[0]));
    clock.set(at(2));
    expectError(await resend(owner.token), 409, ALREADY_VERIFIED_TEXT);
  });

  it('when nobody is signed in, then a resend is 401', async () => {
    expect((await request(t.app).post('/api/auth/verify-email/resend')).status).toBe(401);
  });
});
