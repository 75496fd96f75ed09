import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PRICE_NEEDS_SERVICE_TEXT,
  clinicSearchResponseSchema,
  errorBodySchema,
  type PriceBand,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';

// Tuesday 15 January 2030, 10:05 in London.
const clock = manualClock('2030-01-15T10:05:00Z');
// A made-up town in the open Pacific: no other test's clinic is near it.
const TOWN = 'Qwxvale Pricing';

interface SceneClinic {
  name: string;
  verified: boolean;
  /** Null: the standard blocks, Monday to Saturday. */
  workingHours: Array<{ day: string; ranges: Array<{ start: string; end: string }> }> | null;
  prices: Array<{
    name: string;
    standard: 'vaccination-booster' | 'first-consultation';
    band: PriceBand;
    price: number;
  }>;
}

// Scene "three clinics of Qwxvale price a booster their own way".
const SCENE: SceneClinic[] = [
  {
    name: 'Qwxvale Alpha Vets',
    verified: true,
    workingHours: null,
    prices: [
      { name: 'Cat booster', standard: 'vaccination-booster', band: 'cat', price: 40 },
      { name: 'Booster', standard: 'vaccination-booster', band: 'any', price: 55 },
      { name: 'Small dog booster', standard: 'vaccination-booster', band: 'dog_small', price: 30 },
    ],
  },
  {
    name: 'Qwxvale Beta Vets',
    verified: false,
    workingHours: [{ day: 'sunday', ranges: [{ start: '10:00', end: '14:00' }] }],
    prices: [{ name: 'Annual jab', standard: 'vaccination-booster', band: 'any', price: 70 }],
  },
  {
    name: 'Qwxvale Gamma Vets',
    verified: false,
    workingHours: null,
    prices: [{ name: 'Consultation', standard: 'first-consultation', band: 'any', price: 30 }],
  },
];

describe('clinic search with a service price and filters', () => {
  let t: TestApp;
  const ids = new Map<string, string>();
  const id = (name: string) => ids.get(name) ?? '';
  const search = async (query: Record<string, string>) => {
    const res = await request(t.app)
      .get('/api/vets')
      .query({ city: TOWN, radius: '10', ...query });
    expect(res.status).toBe(200);
    return clinicSearchResponseSchema.parse(res.body);
  };
  const priceOf = (answer: { vets: Array<{ id: string; servicePrice?: unknown }> }, name: string) =>
    answer.vets.find((vet) => vet.id === id(name))?.servicePrice;
  const names = (answer: { vets: Array<{ businessName: string }> }) =>
    answer.vets.map((vet) => vet.businessName).sort();

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const db = t.deps.db;
    for (const [i, clinic] of SCENE.entries()) {
      const [row] = await db
        .insert(schema.clinics)
        .values({
          businessName: clinic.name,
          address: `${i + 1} Harbour Road`,
          city: TOWN,
          postcode: `QX${i + 1} 1AA`,
          latitude: -40.5 + i * 0.001,
          longitude: -120.1,
          timeZone: 'Europe/London',
          verified: clinic.verified,
          workingHours: clinic.workingHours,
          profileSavedAt: new Date('2030-01-01T00:00:00Z'),
        })
        .returning({ id: schema.clinics.id });
      ids.set(clinic.name, row!.id);
      const [category] = await db
        .insert(schema.serviceCategories)
        .values({ clinicId: row!.id, name: 'Care' })
        .returning({ id: schema.serviceCategories.id });
      await db.insert(schema.services).values(
        clinic.prices.map((p) => ({
          clinicId: row!.id,
          categoryId: category!.id,
          name: p.name,
          price: p.price,
          standardService: p.standard,
          band: p.band,
          priceListMappedAt: new Date('2030-01-02T00:00:00Z'),
        })),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a service is chosen, then each clinic carries its price for that band, from the clinic', async () => {
    const answer = await search({ service: 'vaccination-booster', band: 'cat' });
    expect(names(answer)).toEqual(SCENE.map((c) => c.name));
    const alpha = priceOf(answer, 'Qwxvale Alpha Vets');
    expect(alpha).toMatchObject({
      service: 'vaccination-booster',
      band: 'cat',
      amount: 40,
      amountMax: null,
      currency: 'GBP',
      source: 'clinic',
      sourceUrl: `/vet/${id('Qwxvale Alpha Vets')}/prices`,
      clinicServiceName: 'Cat booster',
    });
    expect(typeof (alpha as { asOf: unknown }).asOf).toBe('string');
    // A price for any band applies to a cat too.
    expect(priceOf(answer, 'Qwxvale Beta Vets')).toMatchObject({ band: 'any', amount: 70 });
    // No booster on its list: no price, never a guess.
    expect(priceOf(answer, 'Qwxvale Gamma Vets')).toBeNull();
  });

  it('when the band is a small dog, then the clinic answers its small-dog price', async () => {
    const answer = await search({ service: 'vaccination-booster', band: 'dog_small' });
    expect(priceOf(answer, 'Qwxvale Alpha Vets')).toMatchObject({ band: 'dog_small', amount: 30 });
  });

  it('when a service is chosen without a band, then the price spans the bands the clinic prices', async () => {
    const answer = await search({ service: 'vaccination-booster' });
    expect(priceOf(answer, 'Qwxvale Alpha Vets')).toMatchObject({
      band: 'any',
      amount: 30,
      amountMax: 55,
      clinicServiceName: 'Small dog booster',
    });
  });

  it('when no service is chosen, then the clinics carry no price field', async () => {
    const answer = await search({});
    expect(answer.vets.length).toBe(3);
    expect(answer.vets.every((vet) => vet.servicePrice === undefined)).toBe(true);
  });

  it('when a max price is set, then only clinics whose price for the band is at most it remain', async () => {
    const answer = await search({ service: 'vaccination-booster', band: 'cat', maxPrice: '50' });
    expect(names(answer)).toEqual(['Qwxvale Alpha Vets']);
    expect(answer.total).toBe(1);
  });

  it('when open on a day is chosen, then only clinics whose working hours open that day remain', async () => {
    expect(names(await search({ openOn: 'sun' }))).toEqual(['Qwxvale Beta Vets']);
    expect(names(await search({ openOn: 'mon' }))).toEqual([
      'Qwxvale Alpha Vets',
      'Qwxvale Gamma Vets',
    ]);
  });

  it('when verified only is chosen, then only verified clinics remain', async () => {
    expect(names(await search({ verified: 'true' }))).toEqual(['Qwxvale Alpha Vets']);
    expect(names(await search({ verified: 'false' }))).toHaveLength(3);
  });

  it('when the filters are malformed, then the search answers 400 with a code and a text', async () => {
    const cases: Array<[Record<string, string>, string | null]> = [
      [{ maxPrice: '50' }, MAX_PRICE_NEEDS_SERVICE_TEXT],
      [{ service: 'haircut' }, null],
      [{ service: 'vaccination-booster', band: 'horse' }, null],
      [{ openOn: 'someday' }, null],
      [{ verified: 'yes' }, null],
      [{ service: 'vaccination-booster', maxPrice: 'cheap' }, null],
    ];
    for (const [query, text] of cases) {
      const res = await request(t.app)
        .get('/api/vets')
        .query({ city: TOWN, ...query });
      expect(res.status).toBe(400);
      const body = errorBodySchema.parse(res.body);
      expect(body.code).toBeTruthy();
      if (text) expect(body.error).toBe(text);
    }
  });
});
