import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPARE_BAND_TEXT,
  COMPARE_SERVICE_TEXT,
  practiceCompareResponseSchema,
} from '@petvet/shared';
import { seedCompareFixture } from './test-support/compare-fixture';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

describe('GET /api/global-practices/compare', () => {
  let t: IsolatedApp;
  let keyOf: Map<number, string>;
  const compare = async (query: Record<string, string | number>) => {
    const res = await request(t.app).get('/api/global-practices/compare').query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = practiceCompareResponseSchema.parse(res.body);
    return { ...body, keys: body.practices.map((p) => keyOf.get(p.id)) };
  };
  const london = {
    service: 'spay-laparoscopic',
    band: 'dog_medium',
    location: 'London, UK',
    radius: 50,
  };

  beforeAll(async () => {
    t = await createIsolatedApp();
    const ids = await seedDirectoryFixture(t.handle.db);
    await seedCompareFixture(t.handle.db, ids);
    keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a medium dog is compared within 50 km of London, then the practices with that band or any pet come cheapest first, in pounds', async () => {
    const body = await compare(london);
    expect(body.keys).toEqual(['L2', 'L1', 'L3']);
    expect(body.currency).toBe('GBP');
    expect(body.practices.map((p) => p.priceInDisplayCurrency)).toEqual([700, 900, 1100]);
    expect(body.stats).toEqual({ count: 3, min: 700, p25: 800, median: 900, p75: 1000, max: 1100 });
    expect(body.practices[1]).toMatchObject({
      name: 'L1 Vets',
      distanceKm: expect.closeTo(0, 0),
      price: { min: 900, max: null, currency: 'GBP' },
      inclusions: ['general anaesthesia or sedation', 'pain relief'],
      sourceUrl: 'https://www.l1-vets.example/prices',
      seenAt: expect.any(String),
    });
    expect(body.pagination).toEqual({ page: 1, limit: 20, totalPages: 1, totalCount: 3 });
  });

  it('when a page is asked for, then the stats still cover every match', async () => {
    const body = await compare({ ...london, limit: 2, page: 2 });
    expect(body.keys).toEqual(['L3']);
    expect(body.stats.count).toBe(3);
    expect(body.stats.median).toBe(900);
    expect(body.pagination).toEqual({ page: 2, limit: 2, totalPages: 2, totalCount: 3 });
  });

  it('when a cat is compared, then only the cat price and the any-pet prices count', async () => {
    const body = await compare({ ...london, band: 'cat' });
    expect(body.keys).toEqual(['L1', 'L3', 'L2']);
    expect(body.practices.map((p) => p.priceInDisplayCurrency)).toEqual([500, 600, 700]);
  });

  it('when no place is given and euros are asked for, then every practice is converted with the dated rates and ordered by the converted price', async () => {
    const body = await compare({
      service: 'spay-laparoscopic',
      band: 'dog_medium',
      currency: 'eur',
    });
    expect(body.currency).toBe('EUR');
    expect(body.ratesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // £400 = €483.09, £700 = €845.41, €1,000, £900 = €1,086.96, £1,100 = €1,328.50
    expect(body.keys).toEqual(['L4', 'L2', 'P1', 'L1', 'L3']);
    expect(body.practices.map((p) => p.priceInDisplayCurrency)).toEqual([
      483.09, 845.41, 1000, 1086.96, 1328.5,
    ]);
    expect(body.practices[2]!.price).toEqual({ min: 1000, max: null, currency: 'EUR' });
    expect(body.practices[0]!.distanceKm).toBeNull();
  });

  it('when no practice has the service, then the answer is empty with empty stats', async () => {
    const body = await compare({ ...london, service: 'castration' });
    expect(body.practices).toEqual([]);
    expect(body.stats).toEqual({
      count: 0,
      min: null,
      p25: null,
      median: null,
      p75: null,
      max: null,
    });
  });

  it.each([
    [{ ...london, service: 'spay' }, COMPARE_SERVICE_TEXT],
    [{ ...london, service: undefined }, COMPARE_SERVICE_TEXT],
    [{ ...london, band: 'dog' }, COMPARE_BAND_TEXT],
    [{ ...london, band: 'any' }, COMPARE_BAND_TEXT],
    [{ ...london, currency: 'XYZ' }, expect.stringContaining('currency must be one of')],
    [{ ...london, location: 'Atlantis Nowhere' }, 'location not found: "Atlantis Nowhere"'],
  ])('when the query is %o, then it answers 400 with a clear text', async (query, text) => {
    const res = await request(t.app).get('/api/global-practices/compare').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(text);
  });
});
