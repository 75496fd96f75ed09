import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalPracticeSearchResponseSchema } from '@petvet/shared';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';

describe('GET /api/global-practices/search', () => {
  let t: IsolatedApp;
  let keyOf: Map<number, string>;
  const search = async (query: Record<string, string | number>) => {
    const res = await request(t.app).get('/api/global-practices/search').query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = globalPracticeSearchResponseSchema.parse(res.body);
    return { ...body, keys: body.practices.map((p) => keyOf.get(p.id)) };
  };
  const keysOf = async (query: Record<string, string | number>) => (await search(query)).keys;

  beforeAll(async () => {
    t = await createIsolatedApp();
    const ids = await seedDirectoryFixture(t.handle.db);
    keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('when no filter is given, then every practice comes back by relevance: verified, more services, then id', async () => {
    const body = await search({});
    expect(body.keys).toEqual(['L1', 'P1', 'N1', 'L3', 'L5', 'L2', 'T1', 'L4']);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      totalPages: 1,
      totalCount: 8,
      totalCountExact: true,
    });
    expect(body.center).toBeNull();
    expect(body.practices[0]).toMatchObject({
      name: 'L1 Vets',
      verified: true,
      verificationSource: 'fixture-registry',
      serviceCount: 3,
      minPrice: 40,
      maxPrice: 300,
      currency: 'GBP',
      distance: null,
      source: 'fixture',
      country: 'GB',
      countryName: 'United Kingdom',
      lastCrawled: null,
    });
  });

  it('when a location is given, then it is geocoded and the default 50 km radius applies', async () => {
    const body = await search({ location: 'London' });
    expect(body.keys.sort()).toEqual(['L1', 'L2', 'L3']);
    expect(body.center?.label).toBe('London');
    expect(body.practices.every((p) => p.distance !== null && p.distance < 50)).toBe(true);
    expect((await keysOf({ location: 'London, UK', radius: 100 })).sort()).toEqual([
      'L1',
      'L2',
      'L3',
      'L4',
      'L5',
    ]);
  });

  it("when the location is a postcode only the directory knows, then the practices' own postcodes place it", async () => {
    expect((await keysOf({ location: 'EC1Y 8QP', radius: 10 })).sort()).toEqual(['L1', 'L2']);
    expect((await keysOf({ location: 'ec1y', radius: 10 })).sort()).toEqual(['L1', 'L2']);
  });

  it('when lat and lng are given, then distances are true great-circle kilometres (London-Paris about 344)', async () => {
    const body = await search({ lat: 51.5074, lng: -0.1278, radius: 400, sort: 'distance' });
    expect(body.keys).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'P1']);
    const paris = body.practices.at(-1);
    expect(paris?.distance).toBeGreaterThan(341);
    expect(paris?.distance).toBeLessThan(347);
    expect(body.practices[0]?.distance).toBe(0);
    expect(await keysOf({ lat: 51.5074, lng: -0.1278, radius: 340 })).not.toContain('P1');
  });

  it('when country is given as a code or a name, then only that country answers', async () => {
    expect(await keysOf({ country: 'GB' })).toEqual(['L1', 'L3', 'L5', 'L2', 'L4']);
    expect(await keysOf({ country: 'United Kingdom' })).toEqual(['L1', 'L3', 'L5', 'L2', 'L4']);
    expect(await keysOf({ country: 'fr' })).toEqual(['P1']);
    expect(await keysOf({ country: 'Singapore' })).toEqual([]);
  });

  it('when verified is true or false, then only those practices answer', async () => {
    expect(await keysOf({ verified: 'true' })).toEqual(['L1', 'P1', 'N1', 'L3', 'L5']);
    expect(await keysOf({ verified: 'false' })).toEqual(['L2', 'T1', 'L4']);
    expect(await keysOf({ verified: '' })).toHaveLength(8);
  });

  it('when services are named, then only practices offering all of them answer', async () => {
    expect(await keysOf({ services: 'Dental Care' })).toEqual(['L1', 'N1']);
    expect(await keysOf({ services: 'consultation,vaccination' })).toEqual(['L1', 'P1', 'L2']);
    expect(await keysOf({ services: 'Consultation, Dental Care, Vaccination' })).toEqual(['L1']);
  });

  it('when maxPrice is given in a currency, then it is converted with the rate table before comparing', async () => {
    // Cheapest prices in USD: L5 25, T1 31.8, L2 37.5, L1 50, P1 51.75, N1 70, L3 100.
    expect(await keysOf({ maxPrice: 40 })).toEqual(['L5', 'L2', 'T1']);
    expect(await keysOf({ maxPrice: 40, currency: 'GBP' })).toEqual(['L1', 'L5', 'L2', 'T1']);
    expect(await keysOf({ maxPrice: 6000, currency: 'jpy' })).toEqual(['L5', 'L2', 'T1']);
    expect(await keysOf({ maxPrice: 0 })).toEqual([]);
  });

  it('when services are chosen with a max price, then the max price is about those services, not the cheapest anything', async () => {
    // L1 has a £40 consultation but its dental work starts at £200; N1's at $250.
    expect(await keysOf({ services: 'Dental Care', maxPrice: 50, currency: 'GBP' })).toEqual([]);
    expect(await keysOf({ services: 'Dental Care', maxPrice: 210, currency: 'GBP' })).toEqual([
      'L1',
      'N1',
    ]);
    expect(await keysOf({ services: 'consultation', maxPrice: 35, currency: 'GBP' })).toEqual([
      'L2',
      'T1',
    ]);
  });

  it('when filters are combined, then all of them apply at once', async () => {
    const near = { location: 'London', radius: 100 };
    expect(await keysOf({ ...near, verified: 'true', services: 'vaccination' })).toEqual([
      'L1',
      'L5',
    ]);
    expect(
      await keysOf({ ...near, verified: 'true', services: 'vaccination', maxPrice: 30 }),
    ).toEqual(['L5']);
    expect(await keysOf({ country: 'GB', services: 'consultation', verified: 'false' })).toEqual([
      'L2',
    ]);
    expect(await keysOf({ ...near, country: 'FR' })).toEqual([]);
  });

  it('when sorting, then relevance, distance, price and rating each order the results', async () => {
    const near = { location: 'London', radius: 100 };
    expect(await keysOf({ ...near })).toEqual(['L1', 'L3', 'L5', 'L2', 'L4']);
    expect(await keysOf({ ...near, sort: 'distance' })).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(await keysOf({ sort: 'price' })).toEqual([
      'L5',
      'T1',
      'L2',
      'L1',
      'P1',
      'N1',
      'L3',
      'L4',
    ]);
    expect(await keysOf({ sort: 'rating' })).toEqual([
      'L2',
      'T1',
      'L1',
      'P1',
      'L5',
      'N1',
      'L4',
      'L3',
    ]);
  });

  it('when paging, then pages, the last page and a page past the end carry the same totals', async () => {
    const first = await search({ limit: 3 });
    expect(first.keys).toEqual(['L1', 'P1', 'N1']);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 3,
      totalPages: 3,
      totalCount: 8,
      totalCountExact: true,
    });
    const last = await search({ limit: 3, page: 3 });
    expect(last.keys).toEqual(['T1', 'L4']);
    expect(last.pagination).toEqual({
      page: 3,
      limit: 3,
      totalPages: 3,
      totalCount: 8,
      totalCountExact: true,
    });
    const past = await search({ limit: 3, page: 4 });
    expect(past.practices).toEqual([]);
    expect(past.pagination).toEqual({
      page: 4,
      limit: 3,
      totalPages: 3,
      totalCount: 8,
      totalCountExact: true,
    });
    const nearPast = await search({ location: 'London', limit: 2, page: 9 });
    expect(nearPast.practices).toEqual([]);
    expect(nearPast.pagination).toMatchObject({
      totalPages: 2,
      totalCount: 3,
      totalCountExact: true,
    });
    const empty = await search({ country: 'SG' });
    expect(empty.pagination).toEqual({
      page: 1,
      limit: 20,
      totalPages: 0,
      totalCount: 0,
      totalCountExact: true,
    });
  });
});
