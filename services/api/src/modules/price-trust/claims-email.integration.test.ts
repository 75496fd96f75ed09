import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_TRUST_TEXTS, QUEUES, practiceClaimResponseSchema } from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { CODE_ATTEMPTS_USED_TEXT } from './claims.service';
import {
  checkClaim,
  claimRow,
  claimsPath,
  codeIn,
  insertPractice,
  outboxOf,
  sendClaimMail,
  startClaim,
} from './test-support/claim-scene';

const clock = manualClock('2026-11-28T09:00:00Z');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const WEBSITE = 'https://www.harbour-vets.co.uk/about-us';

describe('proving control of a directory practice by a code emailed to its domain', () => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let practiceId: number;
  const api = () => request(t.app);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    alice = await registerAccount(t.app);
    bob = await registerAccount(t.app, 'vet_business');
    practiceId = await insertPractice(t, WEBSITE);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('by a code emailed to the practice’s domain', () => {
    it('when a claim is started, then the code goes to the part typed at the website’s registrable domain and only its hash is kept', async () => {
      const claim = await startClaim(t.app, alice.token, practiceId, {
        method: 'email',
        localPart: 'Reception',
      });
      expect(claim).toMatchObject({
        method: 'email',
        status: 'pending',
        email: 'Reception@harbour-vets.co.uk',
        token: null,
        fileUrl: null,
        metaTag: null,
        expiresAt: '2026-11-28T10:00:00.000Z',
      });
      const jobs = await outboxOf(t, claim.id);
      expect(jobs.map((j) => [j.queue, j.payload])).toEqual([
        [QUEUES.notify, { kind: 'practice-claim-code', claimId: claim.id }],
      ]);
      const sentAt = new Date('2026-11-28T09:02:00Z');
      const [mail, ...others] = await sendClaimMail(t, claim.id, sentAt);
      expect(others).toEqual([]);
      expect(mail!.to).toBe('Reception@harbour-vets.co.uk');
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail!.subject).not.toContain(code);
      expect(mail!.text).toContain(alice.email);
      const row = await claimRow(t, claim.id);
      expect(row.tokenHash).toBe(sha256(code));
      // A second run of the event (a retry) sends nothing and leaves the code in the inbox good.
      expect(await sendClaimMail(t, claim.id, sentAt)).toEqual([]);
      expect((await claimRow(t, claim.id)).tokenHash).toBe(sha256(code));
    });

    it('when a wrong code and then the right one are typed, then the wrong one is counted and the right one verifies', async () => {
      clock.set('2026-11-28T09:10:00Z');
      const claim = await startClaim(t.app, alice.token, practiceId, {
        method: 'email',
        localPart: 'info',
      });
      const code = codeIn((await sendClaimMail(t, claim.id, clock.now()))[0]);
      const wrong = code === '000000' ? '000001' : '000000';
      expectError(
        await checkClaim(t.app, alice.token, practiceId, claim.id, { code: wrong }),
        400,
        PRICE_TRUST_TEXTS.codeWrong,
      );
      expect((await claimRow(t, claim.id)).attempts).toBe(1);
      expect((await checkClaim(t.app, alice.token, practiceId, claim.id, {})).status).toBe(400);
      const ok = await checkClaim(t.app, alice.token, practiceId, claim.id, { code });
      expect(ok.status).toBe(200);
      expect(practiceClaimResponseSchema.parse(ok.body).claim).toMatchObject({
        status: 'verified',
        verifiedAt: '2026-11-28T09:10:00.000Z',
        failure: null,
      });
      // Checking a verified claim again changes nothing.
      const again = await checkClaim(t.app, alice.token, practiceId, claim.id, { code: wrong });
      expect(again.status).toBe(200);
      expect((await claimRow(t, claim.id)).attempts).toBe(1);
    });

    it('when five wrong codes are typed, then the claim fails and even the right code is refused', async () => {
      const claim = await startClaim(t.app, bob.token, practiceId, {
        method: 'email',
        localPart: 'office',
      });
      const code = codeIn((await sendClaimMail(t, claim.id, clock.now()))[0]);
      const wrong = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++)
        expectError(
          await checkClaim(t.app, bob.token, practiceId, claim.id, { code: wrong }),
          400,
          PRICE_TRUST_TEXTS.codeWrong,
        );
      expect(await claimRow(t, claim.id)).toMatchObject({ status: 'failed', attempts: 5 });
      expectError(
        await checkClaim(t.app, bob.token, practiceId, claim.id, { code }),
        409,
        CODE_ATTEMPTS_USED_TEXT,
      );
    });

    it('when the code is typed more than an hour after it was sent, then 409 claimExpired and the claim reads failed', async () => {
      clock.set('2026-11-28T11:00:00Z');
      const claim = await startClaim(t.app, bob.token, practiceId, {
        method: 'email',
        localPart: 'vets',
      });
      const code = codeIn((await sendClaimMail(t, claim.id, new Date('2026-11-28T11:05:00Z')))[0]);
      clock.set('2026-11-28T12:05:00Z');
      const res = await checkClaim(t.app, bob.token, practiceId, claim.id, { code });
      expectError(res, 409, PRICE_TRUST_TEXTS.claimExpired);
      const read = await api().get(claimsPath(practiceId, claim.id)).set(bearer(bob.token));
      expect(practiceClaimResponseSchema.parse(read.body).claim).toMatchObject({
        status: 'failed',
        failure: PRICE_TRUST_TEXTS.claimExpired,
        verifiedAt: null,
      });
    });
  });
});
