import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicSchema, globalPracticeSearchResponseSchema } from '@petvet/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { BAY, seedBayScene, type BayScene } from './search-find-scene';

// Tuesday 15 January 2030, 10:05 in London (GMT).
const clock = manualClock('2030-01-15T10:05:00Z');

describe('GET /api/global-practices/search: the one search (Booster Bay)', () => {
  let t: TestApp;
  let scene: BayScene;

  const find = async (query: Record<string, string | number>) => {
    const res = await request(t.app)
      .get('/api/global-practices/search')
      .query({ lat: BAY.lat, lng: BAY.lng, radius: 10, ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return globalPracticeSearchResponseSchema.parse(res.body);
  };
  const keysOf = (ids: number[]) =>
    ids.map((id) => Object.keys(scene.ids).find((key) => scene.ids[key] === id) ?? String(id));
  const booster = { service: 'vaccination-booster', band: 'cat' };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    scene = await seedBayScene(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it("when a cat booster is searched near a place, then each row carries the booster's cat price with its source and date", async () => {
    const answer = await find(booster);
    const byKey = new Map(answer.practices.map((p) => [keysOf([p.id])[0], p]));
    expect([...byKey.keys()].sort()).toEqual(['any', 'cheap', 'dear', 'late', 'soon', 'today']);
    expect(byKey.get('cheap')?.servicePrice).toEqual({
      service: 'vaccination-booster',
      band: 'cat',
      amount: 30,
      amountMax: null,
      currency: 'GBP',
      source: 'website',
      sourceUrl: 'https://bay-website-cheap.example/prices',
      asOf: '2030-01-10T08:00:00Z',
      origin: 'crawled',
    });
    // A practice with one price for any pet answers with it, and says so.
    expect(byKey.get('any')?.servicePrice).toMatchObject({ band: 'any', amount: 60 });
    // A PetVet clinic's price is its own, and names its service so booking can open on it.
    expect(byKey.get('soon')?.servicePrice).toMatchObject({
      band: 'cat',
      amount: 40,
      source: 'clinic',
      clinicServiceId: scene.services.soon,
      clinicServiceName: 'Consultation',
    });
    expect(byKey.get('soon')).toMatchObject({ bookable: true, reviewCount: 12 });
    expect(byKey.get('soon')?.petvetClinicId).toBe(scene.clinics.soon);
    expect(byKey.get('cheap')).toMatchObject({ bookable: false, reviewCount: 3 });
    expect(byKey.get('cheap')?.nextAvailable).toBeUndefined();
  });

  it('when sorted by price with a service, then the cheapest booster comes first', async () => {
    const answer = await find({ ...booster, sort: 'price' });
    expect(keysOf(answer.practices.map((p) => p.id))).toEqual([
      'cheap',
      'late',
      'soon',
      'today',
      'any',
      'dear',
    ]);
    const second = await find({ ...booster, sort: 'price', limit: 2, page: 2 });
    expect(keysOf(second.practices.map((p) => p.id))).toEqual(['soon', 'today']);
    expect(second.pagination.totalCount).toBe(6);
    // With another filter the search's own matches are ordered by the same price.
    const bookable = await find({ ...booster, sort: 'price', bookable: 'true' });
    expect(keysOf(bookable.practices.map((p) => p.id))).toEqual(['late', 'soon', 'today']);
    expect(bookable.practices[0]?.servicePrice).toMatchObject({ amount: 35, source: 'clinic' });
  });

  it("when a max price is asked with a service, then it is about the band's own price where there is one", async () => {
    const answer = await find({ ...booster, maxPrice: 40, currency: 'GBP', sort: 'price' });
    // Dear's £20 is for any pet; its cat price, the one it would show, is £70.
    expect(keysOf(answer.practices.map((p) => p.id))).toEqual(['cheap', 'late', 'soon']);
  });

  it('when bookable=true, then only PetVet clinics are listed, each with its next free time for the service', async () => {
    const answer = await find({ ...booster, bookable: 'true' });
    expect(keysOf(answer.practices.map((p) => p.id)).sort()).toEqual(['late', 'soon', 'today']);
    const today = answer.practices.find((p) => p.id === scene.ids.today);
    expect(today?.nextAvailable).toEqual({ date: '2030-01-15', startTime: '14:00' });
    const late = answer.practices.find((p) => p.id === scene.ids.late);
    expect(late?.nextAvailable).toEqual({ date: '2030-01-27', startTime: '09:00' });
  });

  it("when no service is searched, then a clinic's next free time is the one its own page shows", async () => {
    const answer = await find({ bookable: 'true', sort: 'distance' });
    for (const key of ['today', 'soon', 'late']) {
      const row = answer.practices.find((p) => p.id === scene.ids[key]);
      const page = await request(t.app).get(`/api/vets/${scene.clinics[key]}`);
      expect(page.status).toBe(200);
      expect(row?.nextAvailable).toEqual(clinicSchema.parse(page.body).nextAvailable);
    }
  });

  it('when within=7 and a clinic has no free time this week, then it is left out and practices of unknown availability stay', async () => {
    const answer = await find({ within: 7, sort: 'distance' });
    expect(keysOf(answer.practices.map((p) => p.id))).toEqual([
      'soon',
      'plain',
      'cheap',
      'today',
      'any',
      'dear',
    ]);
    expect(answer.pagination.totalCount).toBe(6);
    // Nobody knows a website practice's diary: it stays, without a time.
    expect(answer.practices.find((p) => p.id === scene.ids.plain)?.nextAvailable).toBeUndefined();
  });

  it('when sorted by soonest, then the earliest free clinic is first, then the rest by distance, page by page', async () => {
    const answer = await find({ sort: 'soonest' });
    expect(keysOf(answer.practices.map((p) => p.id))).toEqual([
      'today',
      'soon',
      'late',
      'plain',
      'cheap',
      'any',
      'dear',
    ]);
    expect(answer.practices[0]?.nextAvailable).toEqual({ date: '2030-01-15', startTime: '14:00' });
    expect(answer.pagination.totalCount).toBe(7);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => find({ sort: 'soonest', limit: 2, page })),
    );
    expect(pages.map((p) => keysOf(p.practices.map((row) => row.id)))).toEqual([
      ['today', 'soon'],
      ['late', 'plain'],
      ['cheap', 'any'],
    ]);
  });

  it('when openOn=sun, then only practices known to open on Sunday are listed', async () => {
    const answer = await find({ openOn: 'sun', sort: 'distance' });
    expect(keysOf(answer.practices.map((p) => p.id))).toEqual(['late', 'plain', 'cheap']);
  });

  it('when a point is searched, then the answer states it as the place, with the centre as before', async () => {
    const answer = await find({});
    expect(answer.place).toMatchObject({ lat: BAY.lat, lng: BAY.lng, country: '', kind: 'point' });
    expect(answer.center).toMatchObject({ lat: BAY.lat, lng: BAY.lng });
  });

  it('when a place name is searched, then the answer states the place it resolved, with its country', async () => {
    const res = await request(t.app)
      .get('/api/global-practices/search')
      .query({ location: 'Paris', radius: 1 });
    expect(res.status).toBe(200);
    const answer = globalPracticeSearchResponseSchema.parse(res.body);
    expect(answer.place).toMatchObject({ country: 'FR', countryName: 'France', kind: 'city' });
    expect(answer.place?.label).toContain('Paris');
    expect(answer.center?.label).toBe(answer.place?.label);
    for (const other of answer.didYouMean ?? []) expect(other.label).toBeTruthy();
  });

  it('when an ambiguous name is searched, then the answer offers the other places of that name', async () => {
    const res = await request(t.app)
      .get('/api/global-practices/search')
      .query({ location: 'Springfield', radius: 1 });
    expect(res.status).toBe(200);
    const answer = globalPracticeSearchResponseSchema.parse(res.body);
    expect(answer.place?.label).toContain('Springfield');
    expect(answer.didYouMean?.length).toBeGreaterThan(0);
    expect(answer.didYouMean?.length).toBeLessThanOrEqual(5);
    for (const other of answer.didYouMean ?? [])
      expect([other.lat, other.lng]).not.toEqual([answer.place?.lat, answer.place?.lng]);
  });

  it.each([
    [{ service: 'unicorn-grooming' }, 'service'],
    [{ band: 'fish' }, 'band'],
    [{ within: '0' }, 'within'],
    [{ within: '61' }, 'within'],
    [{ within: 'soon' }, 'within'],
    [{ openOn: 'funday' }, 'openOn'],
    [{ bookable: 'maybe' }, 'bookable'],
    [{ sort: 'soonest' }, 'sort'],
  ])('when the query is %o, then it answers 400 naming %s', async (query, name) => {
    const res = await request(t.app).get('/api/global-practices/search').query(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toContain(name);
  });
});
