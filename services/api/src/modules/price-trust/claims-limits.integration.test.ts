import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, PRICE_TRUST_TEXTS } from '@petvet/shared';
import { createApp } from '../../app';
import { captureLog } from '../../test-support/log-capture';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { PRACTICE_MAILS_TEXT } from './claims.service';
import { assertPracticeEditor, isPracticeEditor } from './practice-editor';
import {
  checkClaim,
  claimsPath,
  codeIn,
  insertPractice,
  sendClaimMail,
  startClaim,
} from './test-support/claim-scene';

const clock = manualClock('2026-11-28T09:00:00Z');

describe('practice claims: limits, logs and who may edit', () => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let dave: TestAccount;
  let practiceId: number;

  beforeAll(async () => {
    // Three starts and three refused checks per account in 15 minutes.
    t = await createTestApp({ now: clock.now, env: { AUTH_RATE_LIMIT: '3' } });
    alice = await registerAccount(t.app);
    bob = await registerAccount(t.app);
    dave = await registerAccount(t.app);
    practiceId = await insertPractice(t, 'https://quayside-vets.com/');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when an account starts a fourth claim within 15 minutes, then 429, and another account still may', async () => {
    for (let i = 0; i < 3; i++)
      await startClaim(t.app, alice.token, practiceId, { method: 'file' });
    const res = await request(t.app)
      .post(claimsPath(practiceId))
      .set(bearer(alice.token))
      .send({ method: 'file' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    await startClaim(t.app, bob.token, practiceId, { method: 'file' });
  });

  it('when an account types a fourth wrong code within 15 minutes, then 429 before the claim’s own five are used', async () => {
    const claim = await startClaim(t.app, bob.token, practiceId, {
      method: 'email',
      localPart: 'hello',
    });
    const code = codeIn((await sendClaimMail(t, claim.id, clock.now()))[0]);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 3; i++)
      expectError(
        await checkClaim(t.app, bob.token, practiceId, claim.id, { code: wrong }),
        400,
        PRICE_TRUST_TEXTS.codeWrong,
      );
    const limited = await checkClaim(t.app, bob.token, practiceId, claim.id, { code });
    expect(limited.status).toBe(429);
  });

  it('when five code emails went to one practice within the hour, then a sixth is refused for any account, and allowed an hour later', async () => {
    const busy = await insertPractice(t, 'https://busy-vets.example.com');
    const accounts = [alice, bob];
    clock.set('2026-11-28T10:00:00Z');
    for (let i = 0; i < 5; i++)
      await t.deps.db.execute(sql`insert into practice_claims
        (practice_id, account_id, method, email, token_hash, expires_at, created_at)
        values (${busy}, ${accounts[i % 2]!.user.id!}, 'email', 'x@busy-vets.example.com', 'h',
          '2026-11-28T11:00:00Z', ${`2026-11-28T09:${10 + i}:00Z`})`);
    const body = { method: 'email', localPart: 'frontdesk' };
    const refused = await request(t.app).post(claimsPath(busy)).set(bearer(dave.token)).send(body);
    expectError(refused, 429, PRACTICE_MAILS_TEXT);
    clock.set('2026-11-28T10:10:30Z');
    await startClaim(t.app, dave.token, busy, body);
  });

  it('when claims are started, mailed, checked and read, then no log line holds a code or a token', async () => {
    const log = captureLog();
    const app = createApp({ ...t.deps, logger: log.logger });
    const carol = await registerAccount(app);
    const byEmail = await startClaim(app, carol.token, practiceId, {
      method: 'email',
      localPart: 'desk',
    });
    const code = codeIn((await sendClaimMail(t, byEmail.id, clock.now(), log.logger))[0]);
    const wrong = code === '999999' ? '999998' : '999999';
    await checkClaim(app, carol.token, practiceId, byEmail.id, { code: wrong });
    expect((await checkClaim(app, carol.token, practiceId, byEmail.id, { code })).status).toBe(200);
    const byFile = await startClaim(app, carol.token, practiceId, { method: 'file' });
    await request(app).get(claimsPath(practiceId, byFile.id)).set(bearer(carol.token));
    await request(app).get(claimsPath(practiceId)).set(bearer(carol.token));
    expect((await checkClaim(app, carol.token, practiceId, byFile.id)).status).toBe(202);

    expect(log.lines.length).toBeGreaterThan(5);
    for (const secret of [code, wrong, byFile.token!])
      expect(log.lines.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('when an account has no claim, a pending or failed one, or another account is verified, then it may not edit; once verified it may', async () => {
    const db = t.deps.db;
    const daveId = dave.user.id!;
    const refused = () => assertPracticeEditor(db, practiceId, daveId);
    const expectRefused = async () => {
      const error = await refused().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: PRICE_TRUST_TEXTS.notClaimant });
    };
    await expectRefused();
    const claim = await startClaim(t.app, dave.token, practiceId, { method: 'meta' });
    await expectRefused();
    await db.execute(sql`update practice_claims set status = 'failed' where id = ${claim.id}`);
    await expectRefused();
    expect(await isPracticeEditor(db, practiceId, alice.user.id!)).toBe(false);
    await db.execute(sql`update practice_claims set status = 'verified', verified_at = now()
      where id = ${claim.id}`);
    await expect(refused()).resolves.toBeUndefined();
    expect(await isPracticeEditor(db, practiceId, daveId)).toBe(true);
    // Verified claims do not expire, but count only for their own practice.
    clock.set('2027-06-01T00:00:00Z');
    expect(await isPracticeEditor(db, practiceId, daveId)).toBe(true);
    expect(await isPracticeEditor(db, await insertPractice(t, 'other.example'), daveId)).toBe(
      false,
    );
  });
});
