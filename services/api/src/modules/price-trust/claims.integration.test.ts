import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOBS,
  PRACTICE_NOT_FOUND_TEXT,
  PRICE_TRUST_TEXTS,
  QUEUES,
  practiceClaimResponseSchema,
  practiceClaimSchema,
} from '@petvet/shared';
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
import { createClinic } from '../business/test-support/clinic-fixtures';
import {
  checkClaim,
  claimRow,
  claimsPath,
  insertPractice,
  outboxOf,
  startClaim,
} from './test-support/claim-scene';

const clock = manualClock('2026-11-28T09:00:00Z');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const WEBSITE = 'https://www.harbour-vets.co.uk/about-us';

describe('proving control of a directory practice', () => {
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

  describe('refusals', () => {
    it('when nobody is signed in, then starting a claim answers 401', async () => {
      const res = await api().post(claimsPath(practiceId)).send({ method: 'file' });
      expect(res.status).toBe(401);
    });

    it('when the practice is unknown or the id is not a number, then 404 Practice not found', async () => {
      for (const id of ['999999999', 'abc']) {
        const res = await api()
          .post(claimsPath(id))
          .set(bearer(alice.token))
          .send({ method: 'file' });
        expectError(res, 404, PRACTICE_NOT_FOUND_TEXT);
      }
    });

    it('when the practice is a PetVet clinic’s listing, then 409 with the Price list tab’s words', async () => {
      const clinic = await createClinic(t.app, { businessName: 'Claims Test Clinic' });
      const [listing] = rowsOf<{ id: number }>(
        await t.deps.db.execute(
          sql`select id::int as id from global_practices where clinic_id = ${clinic.id}`,
        ),
      );
      const res = await api()
        .post(claimsPath(listing!.id))
        .set(bearer(clinic.token))
        .send({ method: 'meta' });
      expectError(res, 409, PRICE_TRUST_TEXTS.listingManagedByClinic);
    });

    it('when the practice has no website, then 409 noWebsite for every method', async () => {
      const bare = await insertPractice(t, '');
      for (const body of [{ method: 'file' }, { method: 'email', localPart: 'info' }]) {
        const res = await api().post(claimsPath(bare)).set(bearer(alice.token)).send(body);
        expectError(res, 409, PRICE_TRUST_TEXTS.noWebsite);
      }
    });

    it('when the address part holds an "@" or the method is unknown, then 400 and nothing is stored', async () => {
      for (const body of [{ method: 'email', localPart: 'x@evil.test' }, { method: 'phone' }]) {
        const res = await api().post(claimsPath(practiceId)).set(bearer(alice.token)).send(body);
        expect(res.status).toBe(400);
      }
      const res = await api().get(claimsPath(practiceId)).set(bearer(alice.token));
      expect(res.body.claims).toEqual([]);
    });
  });

  describe('by a file or meta tag on the site', () => {
    it('when a file claim is started, then the token, the file’s address at the site’s root and the same token again on GET', async () => {
      clock.set('2026-11-28T13:00:00Z');
      const claim = await startClaim(t.app, alice.token, practiceId, { method: 'file' });
      expect(claim).toMatchObject({
        method: 'file',
        status: 'pending',
        email: null,
        fileUrl: 'https://www.harbour-vets.co.uk/.well-known/petvet-verification.txt',
        metaTag: null,
        expiresAt: '2026-12-05T13:00:00.000Z',
      });
      expect(claim.token).toMatch(/^[\w-]{40,}$/);
      expect((await claimRow(t, claim.id)).tokenHash).toBe(sha256(claim.token!));
      const read = await api().get(claimsPath(practiceId, claim.id)).set(bearer(alice.token));
      expect(practiceClaimResponseSchema.parse(read.body).claim.token).toBe(claim.token);
    });

    it('when a meta claim is checked twice, then it goes checking with one crawler job in the outbox', async () => {
      const claim = await startClaim(t.app, alice.token, practiceId, { method: 'meta' });
      expect(claim.metaTag).toBe(`<meta name="petvet-verification" content="${claim.token}">`);
      expect(claim.fileUrl).toBeNull();
      for (let i = 0; i < 2; i++) {
        const res = await checkClaim(t.app, alice.token, practiceId, claim.id);
        expect(res.status).toBe(202);
        expect(practiceClaimResponseSchema.parse(res.body).claim.status).toBe('checking');
      }
      expect(await outboxOf(t, claim.id)).toEqual([
        {
          queue: QUEUES.scrape,
          jobName: JOBS.checkPracticeClaim,
          jobId: `practice-claim-${claim.id}-1`,
          payload: { claimId: claim.id, check: 1, url: WEBSITE },
        },
      ]);
    });

    it('when a failed file check is asked again, then a second job with its own number is written', async () => {
      const claim = await startClaim(t.app, alice.token, practiceId, { method: 'file' });
      await checkClaim(t.app, alice.token, practiceId, claim.id);
      await t.deps.db.execute(sql`update practice_claims set status = 'failed',
        failure = 'The site did not answer' where id = ${claim.id}`);
      const res = await checkClaim(t.app, alice.token, practiceId, claim.id);
      expect(res.status).toBe(202);
      expect(res.body.claim).toMatchObject({ status: 'checking', failure: null });
      expect((await outboxOf(t, claim.id)).map((j) => j.payload.check)).toEqual([1, 2]);
    });

    it('when the directory dropped the website after a claim started, then its check answers 409 noWebsite and writes no job', async () => {
      const dropped = await insertPractice(t, 'quay-vets.example.com');
      const claim = await startClaim(t.app, alice.token, dropped, { method: 'meta' });
      await t.deps.db.execute(sql`update global_practices set website = '' where id = ${dropped}`);
      expectError(
        await checkClaim(t.app, alice.token, dropped, claim.id),
        409,
        PRICE_TRUST_TEXTS.noWebsite,
      );
      expect(await outboxOf(t, claim.id)).toEqual([]);
    });

    it('when a file claim is checked 7 days after it started, then 409 claimExpired and no job', async () => {
      clock.set('2026-11-28T14:00:00Z');
      const claim = await startClaim(t.app, bob.token, practiceId, { method: 'file' });
      clock.set('2026-12-05T14:00:00Z');
      expectError(
        await checkClaim(t.app, bob.token, practiceId, claim.id),
        409,
        PRICE_TRUST_TEXTS.claimExpired,
      );
      expect(await outboxOf(t, claim.id)).toEqual([]);
    });
  });

  describe('whose claims', () => {
    it('when another account asks for, checks or lists a claim, then it is not found and not listed', async () => {
      clock.set('2026-11-28T15:00:00Z');
      const claim = await startClaim(t.app, alice.token, practiceId, { method: 'file' });
      for (const res of [
        await api().get(claimsPath(practiceId, claim.id)).set(bearer(bob.token)),
        await checkClaim(t.app, bob.token, practiceId, claim.id),
        await api().get(claimsPath(practiceId, 'not-a-uuid')).set(bearer(bob.token)),
      ])
        expectError(res, 404, 'Claim not found');
      const listed = await api().get(claimsPath(practiceId)).set(bearer(bob.token));
      expect(listed.body.claims.map((c: { id: string }) => c.id)).not.toContain(claim.id);
    });

    it('when an account lists its claims on a practice, then its own come newest first', async () => {
      const other = await insertPractice(t, 'harbour-vets.example.org');
      const first = await startClaim(t.app, bob.token, other, { method: 'file' });
      clock.set('2026-11-28T15:05:00Z');
      const second = await startClaim(t.app, bob.token, other, { method: 'meta' });
      const res = await api().get(claimsPath(other)).set(bearer(bob.token));
      expect(res.status).toBe(200);
      const claims = practiceClaimSchema.array().parse(res.body.claims);
      expect(claims.map((c) => c.id)).toEqual([second.id, first.id]);
    });
  });
});
