import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessReviewListSchema,
  businessReviewSchema,
  ownerReviewListSchema,
  ownerReviewSchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type OwnerWithPet } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { BOOKING_TIME, visit } from './test-support/review-fixtures';

const clock = manualClock(BOOKING_TIME);

describe('business reviews', () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let owner: OwnerWithPet;
  const reviewIds: string[] = [];

  beforeAll(async () => {
    let clinicId: string;
    ({ t, business, clinicId, otherBusiness, owner } = await createBookingScene(clock.now));
    for (const [date, rating, comment] of [
      ['2030-04-03', 4, 'Kind and quick'],
      ['2030-04-04', 2, 'Long wait'],
    ] as const) {
      await visit(t.app, t.deps.db, clock, {
        owner,
        clinicId,
        businessToken: business.token,
        date,
        time: '09:00',
      });
      const res = await request(t.app)
        .post('/api/reviews')
        .set(bearer(owner.account.token))
        .send({ vetId: clinicId, rating, comment });
      reviewIds.push(ownerReviewSchema.parse(res.body).id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (token = business.token) =>
    businessReviewListSchema.parse(
      (await request(t.app).get('/api/vet-business/reviews').set(bearer(token))).body,
    );
  const respond = (id: string, body: unknown, token = business.token) =>
    request(t.app)
      .put(`/api/vet-business/reviews/${id}/response`)
      .set(bearer(token))
      .send(body as object);

  it('when the business lists reviews, then it sees the business view, newest first, unanswered', async () => {
    const reviews = await list();
    expect(reviews.map((r) => r.id)).toEqual([...reviewIds].reverse());
    expect(reviews[1]).toEqual({
      id: reviewIds[0],
      customerName: 'Olivia Owner',
      rating: 4,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      comment: 'Kind and quick',
      responded: false,
      response: null,
      version: expect.any(String),
    });
    expect(await list(otherBusiness.token)).toEqual([]);
  });

  it('when the response is blank or too long, then 400 names it', async () => {
    const id = reviewIds[0] ?? '';
    expectError(await respond(id, { response: '   ' }), 400, 'response is required');
    expectError(await respond(id, {}), 400, 'response is required');
    expectError(
      await respond(id, { response: 'x'.repeat(2001) }),
      400,
      'response must be at most 2000 characters',
    );
  });

  it('when another clinic answers, or the review does not exist, then 404', async () => {
    expectError(
      await respond(reviewIds[0] ?? '', { response: 'Thanks!' }, otherBusiness.token),
      404,
      'Review not found',
    );
    expectError(
      await respond(crypto.randomUUID(), { response: 'Thanks!' }),
      404,
      'Review not found',
    );
    expect((await list()).every((r) => !r.responded)).toBe(true);
  });

  it('when the business answers, then responded turns true and the owner sees the answer', async () => {
    const id = reviewIds[0] ?? '';
    const res = await respond(id, { response: ' Thank you, see Rex soon! ' });
    expect(res.status).toBe(200);
    expect(businessReviewSchema.parse(res.body)).toMatchObject({
      id,
      responded: true,
      response: 'Thank you, see Rex soon!',
    });
    const mine = ownerReviewListSchema.parse(
      (await request(t.app).get('/api/reviews').set(bearer(owner.account.token))).body,
    );
    expect(mine.find((r) => r.id === id)?.response).toBe('Thank you, see Rex soon!');
    expect(mine.find((r) => r.id === reviewIds[1])?.response).toBeNull();
  });
});
