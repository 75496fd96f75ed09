import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
  practiceCompareResponseSchema,
} from '@petvet/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  insertPractice,
  insertPrice,
  insertUnconfirmed,
  summarise,
} from './test-support/review-scene';

// A point of its own (South Georgia): no other test file's practices are within its radius.
const AT = { lat: -54.28, lng: -36.51 };
const near = `lat=${AT.lat}&lng=${AT.lng}&radius=5`;
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  // Crawled and confirmed at one price, the crawled practice first by id: only provenance orders them.
  ids.crawled = await insertPractice(db, AT, 'Crawled Vets');
  await insertPrice(db, ids.crawled, { price: 40 });
  ids.confirmed = await insertPractice(db, AT, 'Confirmed Vets');
  await insertPrice(db, ids.confirmed, { price: 40, origin: 'confirmed' });
  ids.cheaper = await insertPractice(db, AT, 'Cheaper Vets');
  await insertPrice(db, ids.cheaper, { price: 30 });
  // Its only reading of the service is unsure: it is on no public answer.
  ids.unsure = await insertPractice(db, AT, 'Unsure Vets');
  await insertUnconfirmed(db, ids.unsure, { service: 'first-consultation', price: 10 });
  for (const id of Object.values(ids)) await summarise(db, id);
});
afterAll(() => t.close());

async function compare(extra = '') {
  const res = await request(t.app).get(
    `/api/global-practices/compare?service=first-consultation&band=cat&currency=GBP&${near}${extra}`,
  );
  expect(res.status).toBe(200);
  return practiceCompareResponseSchema.parse(res.body);
}

describe('provenance in the public reads', () => {
  it("when prices tie, then the practice's own price ranks first, and each row says who stands behind it", async () => {
    const body = await compare();
    expect(body.practices.map((p) => [p.name, p.origin])).toEqual([
      ['Cheaper Vets', 'crawled'],
      ['Confirmed Vets', 'confirmed'],
      ['Crawled Vets', 'crawled'],
    ]);
    expect(body.practices[1]!.confirmedAt).toBe('2026-11-01T09:00:00.000Z');
    expect(body.practices[0]!.confirmedAt).toBeNull();
    expect(body.stats.count).toBe(3);
  });

  it('when compare is limited to confirmed prices, then only the practices’ own prices are compared and counted', async () => {
    const body = await compare('&confirmed=true');
    expect(body.practices.map((p) => p.name)).toEqual(['Confirmed Vets']);
    expect(body.stats).toMatchObject({ count: 1, min: 40, max: 40 });
  });

  it('when a search names the service, then its price says who stands behind it and an unsure reading is no price', async () => {
    const res = await request(t.app).get(
      `/api/global-practices/search?service=first-consultation&band=cat&${near}`,
    );
    expect(res.status).toBe(200);
    const body = globalPracticeSearchResponseSchema.parse(res.body);
    const byName = new Map(body.practices.map((p) => [p.name, p]));
    expect(byName.get('Confirmed Vets')!.servicePrice).toMatchObject({
      amount: 40,
      origin: 'confirmed',
    });
    expect(byName.get('Crawled Vets')!.servicePrice).toMatchObject({
      amount: 40,
      origin: 'crawled',
    });
    const unsure = byName.get('Unsure Vets');
    if (unsure)
      expect(unsure).toMatchObject({ servicePrice: null, serviceCount: 0, minPrice: null });
  });

  it("when a practice's page is opened, then each price carries its origin and date, and the unsure reading is not there", async () => {
    const confirmed = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.confirmed}`)).body,
    );
    expect(confirmed.services.Consultation).toMatchObject([
      { priceMin: 40, origin: 'confirmed', confirmedAt: '2026-11-01T09:00:00.000Z' },
    ]);
    const unsure = globalPracticeDetailResponseSchema.parse(
      (await request(t.app).get(`/api/global-practices/${ids.unsure}`)).body,
    );
    expect(unsure.totalServices).toBe(0);
    expect(unsure.practice).toMatchObject({ serviceCount: 0, minPrice: null });
  });
});
