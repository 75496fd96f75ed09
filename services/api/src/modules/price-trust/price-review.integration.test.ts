import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRICE_TRUST_TEXTS,
  globalPracticeDetailResponseSchema,
  priceReviewItemResponseSchema,
  priceReviewResponseSchema,
  type PriceReviewItem,
} from '@petvet/shared';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import {
  insertPractice,
  insertPrice,
  insertUnconfirmed,
  summarise,
  verifiedClaim,
} from './test-support/review-scene';

const NOW = new Date('2026-11-28T09:00:00.000Z');
let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const claimant = await registerAccount(t.app);
  owner = claimant.token;
  stranger = (await registerAccount(t.app)).token;
  claimantId = claimant.user.id!;
});
afterAll(() => t.close());
let claimantId: string;

/** A claimed practice with two crawled prices and one unsure reading. */
async function claimedPractice() {
  const id = await insertPractice(t.handle.db, { lat: 51.5, lng: -0.1 });
  const consult = await insertPrice(t.handle.db, id, { price: 45 });
  const catBooster = await insertPrice(t.handle.db, id, {
    service: 'vaccination-booster',
    band: 'cat',
    price: 60,
    name: 'Cat booster',
  });
  const nails = await insertUnconfirmed(t.handle.db, id, { price: 12 });
  await summarise(t.handle.db, id);
  await verifiedClaim(t.handle.db, id, claimantId);
  return { id, consult, catBooster, nails };
}

const base = (id: number) => `/api/global-practices/${id}/price-review`;
async function review(id: number) {
  const res = await request(t.app).get(base(id)).set(bearer(owner));
  expect(res.status).toBe(200);
  return priceReviewResponseSchema.parse(res.body);
}
const itemOf = (items: PriceReviewItem[], key: string) => items.find((i) => i.key === key)!;
async function detail(id: number) {
  const res = await request(t.app).get(`/api/global-practices/${id}`);
  return globalPracticeDetailResponseSchema.parse(res.body);
}
async function summary(id: number) {
  const { practice } = await detail(id);
  return { serviceCount: practice.serviceCount, min: practice.minPrice, max: practice.maxPrice };
}

describe('price review', () => {
  it('when someone who has not proved control asks, then it is refused (401 signed out, 403 not a claimant)', async () => {
    const { id, consult } = await claimedPractice();
    expect((await request(t.app).get(base(id))).status).toBe(401);
    const refused = await request(t.app).get(base(id)).set(bearer(stranger));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', error: PRICE_TRUST_TEXTS.notClaimant });
    const put = await request(t.app)
      .put(`${base(id)}/p${consult}`)
      .set(bearer(stranger))
      .send({ action: 'confirm' });
    expect(put.status).toBe(403);
    expect((await request(t.app).get(base(999_999_999)).set(bearer(owner))).status).toBe(404);
  });

  it('when the claimant opens the review, then every published and unconfirmed item comes with its evidence and etag, and the unconfirmed one is on no public page', async () => {
    const { id, consult, catBooster, nails } = await claimedPractice();
    const body = await review(id);
    expect(body.practice).toMatchObject({ id, name: 'Harbour Vets' });
    expect(body.items.map((i) => [i.key, i.status, i.origin])).toEqual([
      [`p${consult}`, 'published', 'crawled'],
      [`p${catBooster}`, 'published', 'crawled'],
      [`u${nails}`, 'unconfirmed', 'crawled'],
    ]);
    expect(itemOf(body.items, `u${nails}`)).toMatchObject({
      standardService: 'nail-clipping',
      priceMin: 12,
      evidence: { layout: 'prose', text: 'Nail clips are £12' },
      confirmedAt: null,
      crawlDiffers: null,
      etag: expect.stringMatching(/^"\d+"$/),
    });
    const page = await detail(id);
    expect(page.totalServices).toBe(2);
    expect(JSON.stringify(page.services)).not.toContain('Nail clip');
    expect(await summary(id)).toEqual({ serviceCount: 2, min: 45, max: 60 });
  });

  it("when the claimant confirms a crawled price, then it is the practice's confirmed price; a stale If-Match is refused and changes nothing", async () => {
    const { id, consult } = await claimedPractice();
    const before = itemOf((await review(id)).items, `p${consult}`);
    const res = await request(t.app)
      .put(`${base(id)}/p${consult}`)
      .set(bearer(owner))
      .set('If-Match', before.etag)
      .send({ action: 'confirm' });
    expect(res.status).toBe(200);
    const { item } = priceReviewItemResponseSchema.parse(res.body);
    expect(item).toMatchObject({
      origin: 'confirmed',
      confirmedAt: NOW.toISOString(),
      priceMin: 45,
    });
    expect(item.etag).not.toBe(before.etag);
    expect(res.headers.etag).toBe(item.etag);
    const stale = await request(t.app)
      .put(`${base(id)}/p${consult}`)
      .set(bearer(owner))
      .set('If-Match', before.etag)
      .send({ action: 'correct', priceMin: 1, priceMax: 1 });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    const row = (await detail(id)).services.Consultation![0]!;
    expect(row).toMatchObject({
      priceMin: 45,
      origin: 'confirmed',
      confirmedAt: NOW.toISOString(),
    });
  });

  it("when the claimant corrects a price, then the practice's figure is published as confirmed and the summary follows it", async () => {
    const { id, catBooster } = await claimedPractice();
    const res = await request(t.app)
      .put(`${base(id)}/p${catBooster}`)
      .set(bearer(owner))
      .send({ action: 'correct', priceMin: 55, priceMax: null });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      origin: 'confirmed',
      priceMin: 55,
      priceMax: null,
      currency: 'GBP',
    });
    expect(await summary(id)).toEqual({ serviceCount: 2, min: 45, max: 55 });
    const bad = await request(t.app)
      .put(`${base(id)}/p${catBooster}`)
      .set(bearer(owner))
      .send({ action: 'correct', priceMin: 55, priceMax: 40 });
    expect(bad.status).toBe(400);
  });

  it('when the claimant confirms an unconfirmed reading, then it moves to the published prices as confirmed and counts', async () => {
    const { id, nails } = await claimedPractice();
    const res = await request(t.app)
      .put(`${base(id)}/u${nails}`)
      .set(bearer(owner))
      .send({ action: 'confirm' });
    expect(res.status).toBe(200);
    const { item } = priceReviewItemResponseSchema.parse(res.body);
    expect(item).toMatchObject({
      status: 'published',
      origin: 'confirmed',
      priceMin: 12,
      standardService: 'nail-clipping',
    });
    expect(item.key).toMatch(/^p\d+$/);
    expect(item.evidence?.text).toBe('Nail clips are £12');
    const keys = (await review(id)).items.map((i) => i.key);
    expect(keys).not.toContain(`u${nails}`);
    expect(await summary(id)).toEqual({ serviceCount: 3, min: 12, max: 60 });
    const again = await request(t.app)
      .put(`${base(id)}/u${nails}`)
      .set(bearer(owner))
      .send({ action: 'confirm' });
    expect(again.status).toBe(404);
  });

  it('when the claimant removes a price, then it is gone from the page and the summary; a stale If-Match is refused', async () => {
    const { id, consult, catBooster, nails } = await claimedPractice();
    const { items } = await review(id);
    await request(t.app)
      .put(`${base(id)}/p${consult}`)
      .set(bearer(owner))
      .send({ action: 'confirm' });
    const stale = await request(t.app)
      .delete(`${base(id)}/p${consult}`)
      .set(bearer(owner))
      .set('If-Match', itemOf(items, `p${consult}`).etag);
    expect(stale.status).toBe(412);
    const gone = await request(t.app)
      .delete(`${base(id)}/p${consult}`)
      .set(bearer(owner));
    expect(gone.status).toBe(204);
    expect(await summary(id)).toEqual({ serviceCount: 1, min: 60, max: 60 });
    const unsure = await request(t.app)
      .delete(`${base(id)}/u${nails}`)
      .set(bearer(owner))
      .set('If-Match', itemOf(items, `u${nails}`).etag);
    expect(unsure.status).toBe(204);
    expect((await review(id)).items.map((i) => i.key)).toEqual([`p${catBooster}`]);
  });

  it('when the claimant adds a missing price, then it is published as entered under the standard name, replacing a crawled reading of it', async () => {
    const { id } = await claimedPractice();
    const res = await request(t.app).post(base(id)).set(bearer(owner)).send({
      standardService: 'first-consultation',
      band: 'any',
      priceMin: 48,
      priceMax: 48,
      currency: 'gbp',
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      status: 'published',
      origin: 'entered',
      standardService: 'first-consultation',
      band: 'any',
      priceMin: 48,
      currency: 'GBP',
      confirmedAt: NOW.toISOString(),
      evidence: null,
    });
    const consults = (await detail(id)).services.Consultation!;
    expect(consults.map((s) => [s.priceMin, s.origin])).toEqual([[48, 'entered']]);
    const twice = await request(t.app).post(base(id)).set(bearer(owner)).send({
      standardService: 'first-consultation',
      band: 'any',
      priceMin: 50,
      priceMax: 50,
      currency: 'GBP',
    });
    expect(twice.status).toBe(409);
    const invalid = await request(t.app).post(base(id)).set(bearer(owner)).send({
      standardService: 'not-a-service',
      band: 'any',
      priceMin: 5,
      priceMax: null,
      currency: 'GBP',
    });
    expect(invalid.status).toBe(400);
  });

  it("when the key names another practice's item, an unknown one or nothing, then it is not found", async () => {
    const mine = await claimedPractice();
    const theirs = await claimedPractice();
    for (const key of [`p${theirs.consult}`, `u${theirs.nails}`, 'p999999999', 'x1', 'p0']) {
      const res = await request(t.app)
        .put(`${base(mine.id)}/${key}`)
        .set(bearer(owner))
        .send({ action: 'confirm' });
      expect(res.status, key).toBe(404);
      expect(
        (
          await request(t.app)
            .delete(`${base(mine.id)}/${key}`)
            .set(bearer(owner))
        ).status,
      ).toBe(404);
    }
    expect((await review(theirs.id)).items[0]).toMatchObject({ origin: 'crawled' });
  });
});
