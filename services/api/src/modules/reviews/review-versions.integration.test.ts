import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessReviewListSchema,
  businessReviewSchema,
  errorBodySchema,
  etagOf,
  ownerReviewSchema,
} from '@petvet/shared';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type OwnerWithPet } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { BOOKING_TIME, visit } from './test-support/review-fixtures';

const clock = manualClock(BOOKING_TIME);

// Setup: the practice manager and the head vet both answer Olivia's review from their own reads.
describe('review response versions (If-Match on PUT)', () => {
  let t: TestApp;
  let business: TestAccount;
  let owner: OwnerWithPet;
  let reviewId: string;

  beforeAll(async () => {
    let clinicId: string;
    ({ t, business, clinicId, owner } = await createBookingScene(clock.now));
    await visit(t.app, t.deps.db, clock, {
      owner,
      clinicId,
      businessToken: business.token,
      date: '2030-04-03',
      time: '09:00',
    });
    const res = await request(t.app)
      .post('/api/reviews')
      .set(bearer(owner.account.token))
      .send({ vetId: clinicId, rating: 3, comment: 'Long wait' });
    reviewId = ownerReviewSchema.parse(res.body).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const review = async () =>
    businessReviewListSchema
      .parse(
        (await request(t.app).get('/api/vet-business/reviews').set(bearer(business.token))).body,
      )
      .find((r) => r.id === reviewId);
  const respondAt = (response: string, version?: string) => {
    const req = request(t.app)
      .put(`/api/vet-business/reviews/${reviewId}/response`)
      .set(bearer(business.token));
    return (version === undefined ? req : req.set('If-Match', etagOf(version))).send({ response });
  };

  it('when the answer is saved from an older read, then 412 and the first answer stays', async () => {
    const old = String((await review())?.version);
    const first = await respondAt('Sorry for the wait: we now book fewer visits per hour.', old);
    expect(first.status).toBe(200);
    const stale = await respondAt('Thank you!', old);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect((await review())?.response).toBe(
      'Sorry for the wait: we now book fewer visits per hour.',
    );
  });

  it('when the answer is saved from the current read, then 200 with the new version', async () => {
    const read = String((await review())?.version);
    const res = await respondAt('Sorry for the wait, Olivia.', read);
    expect(res.status).toBe(200);
    expect(businessReviewSchema.parse(res.body).version).not.toBe(read);
  });

  it('when no If-Match is sent, then the answer is replaced as before', async () => {
    const res = await respondAt('Thanks for telling us.');
    expect(res.status).toBe(200);
    expect((await review())?.response).toBe('Thanks for telling us.');
  });
});
