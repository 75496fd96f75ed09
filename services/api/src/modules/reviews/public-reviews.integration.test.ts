import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_NOT_FOUND_TEXT,
  REVIEWS_LIMIT_INVALID_TEXT,
  REVIEWS_PAGE_INVALID_TEXT,
  ownerReviewSchema,
  publicReviewsResponseSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import { createBookingScene, type OwnerWithPet } from '../appointments/test-support/booking-scene';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { openApiDocument } from '../docs/openapi-registry';
import { createPageReads } from '../web/page-reads';
import { BOOKING_TIME, visit } from './test-support/review-fixtures';

const clock = manualClock(BOOKING_TIME);

// Six visits reviewed through the app, oldest first; then one review brought in from elsewhere
// (no visit behind it), dated years before them.
const VISITS = [
  ['2030-04-03', 5, 'First visit, lovely team'],
  ['2030-04-04', 4, 'Kind and quick'],
  ['2030-04-05', 5, 'Explained everything'],
  ['2030-04-08', 3, 'Long wait'],
  ['2030-04-09', 5, 'Rex loved them'],
  ['2030-04-10', 1, 'Bill was a surprise'],
] as const;
const IMPORTED = 'Imported from the old site';

describe('public clinic reviews', () => {
  let t: TestApp;
  let business: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;
  const reviewIds: string[] = [];

  beforeAll(async () => {
    let secondOwner: OwnerWithPet;
    ({ t, business, clinicId, owner, secondOwner } = await createBookingScene(clock.now));
    for (const [date, rating, comment] of VISITS) {
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
    await t.deps.db.insert(schema.reviews).values({
      clinicId,
      ownerId: secondOwner.account.user.id!,
      rating: 2,
      comment: IMPORTED,
      createdAt: new Date('2025-01-10T12:00:00Z'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (query = '', id = clinicId) => request(t.app).get(`/api/vets/${id}/reviews${query}`);
  const page = async (query = '') => {
    const res = await read(query);
    expect(res.status).toBe(200);
    return { ...publicReviewsResponseSchema.parse(res.body), cache: res.headers['x-read-cache'] };
  };

  it('when the first page is read, then the 5 newest come first with the distribution and page count', async () => {
    const first = await page();
    expect(first.reviews.map((r) => r.comment)).toEqual([
      'Bill was a surprise',
      'Rex loved them',
      'Long wait',
      'Explained everything',
      'Kind and quick',
    ]);
    expect(first.distribution).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ]);
    expect(first.pagination).toEqual({ page: 1, limit: 5, totalPages: 2, totalCount: 7 });
  });

  it('when the next page is read, then the older reviews follow with none repeated', async () => {
    const second = await page('?page=2');
    expect(second.reviews.map((r) => r.comment)).toEqual(['First visit, lovely team', IMPORTED]);
    const small = await page('?page=3&limit=3');
    expect(small.reviews.map((r) => r.comment)).toEqual([IMPORTED]);
    expect(small.pagination).toEqual({ page: 3, limit: 3, totalPages: 3, totalCount: 7 });
    expect((await page('?page=9')).reviews).toEqual([]);
  });

  it('when a review is read, then the reviewer shows as first name and initial, and only a visit is verified', async () => {
    const all = (await page('?limit=20')).reviews;
    expect(new Set(all.map((r) => r.reviewerName))).toEqual(new Set(['Olivia O.']));
    expect(all.find((r) => r.comment === 'Kind and quick')).toMatchObject({
      rating: 4,
      verifiedVisit: true,
      response: null,
    });
    expect(all.find((r) => r.comment === IMPORTED)).toMatchObject({
      rating: 2,
      date: '2025-01-10',
      verifiedVisit: false,
    });
    expect(JSON.stringify(all)).not.toContain('Owner');
  });

  it('when the clinic answers a review, then the next read shows the answer under it, not a kept page', async () => {
    expect((await page()).cache).toBeDefined();
    expect((await page()).cache).toBe('hit');
    const answered = await request(t.app)
      .put(`/api/vet-business/reviews/${reviewIds[4]}/response`)
      .set(bearer(business.token))
      .send({ response: 'Thank you, see Rex soon' });
    expect(answered.status).toBe(200);

    const after = await page();
    expect(after.cache).toBe('miss');
    expect(after.reviews.find((r) => r.id === reviewIds[4])?.response).toEqual({
      text: 'Thank you, see Rex soon',
      date: '2030-05-01',
    });
  });

  it('when the clinic is unknown or its id malformed, then 404 names the vet', async () => {
    expectError(await read('', crypto.randomUUID()), 404, CLINIC_NOT_FOUND_TEXT);
    expectError(await read('', 'not-an-id'), 404, CLINIC_NOT_FOUND_TEXT);
  });

  it('when page or limit is not a whole number in range, then 400 says what is expected', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=1e1', '?page=0x2', '?page=1&page=2']) {
      expectError(await read(query), 400, REVIEWS_PAGE_INVALID_TEXT);
    }
    for (const query of ['?limit=0', '?limit=21', '?limit=-1', '?limit=2.5']) {
      expectError(await read(query), 400, REVIEWS_LIMIT_INVALID_TEXT);
    }
  });

  it('when the clinic page is rendered on the server, then its first read is the API’s first page', async () => {
    const served = await page();
    const rendered = await createPageReads(t.deps).read('clinicReviews', { clinicId, page: 1 });
    expect(publicReviewsResponseSchema.parse(rendered)).toEqual({
      reviews: served.reviews,
      distribution: served.distribution,
      pagination: served.pagination,
    });
  });

  it('when the API description is built, then the public reviews path is described with its page and limit', () => {
    const path = openApiDocument().paths?.['/api/vets/{id}/reviews']?.get;
    const params = (path?.parameters ?? []) as Array<{ name: string }>;
    expect(params.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'page', 'limit']));
  });
});
