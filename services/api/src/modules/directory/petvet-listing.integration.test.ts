/**
 * A PetVet clinic with a saved profile is a practice of the directory: its listing (source
 * 'petvet') is kept by the database's own triggers (migration 0030) from the clinic and its
 * services on the standard price list, so the directory search, compare and practice pages show it.
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  globalPracticeDetailResponseSchema,
  globalPracticeSearchResponseSchema,
  practiceCompareResponseSchema,
} from '@petvet/shared';
import { rowsOf, schema } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createClinic, type TestClinic } from '../business/test-support/clinic-fixtures';

const AT = new Date('2026-11-20T10:00:00Z');
// "Harbour Street Vets" in Stornoway: a place no other test file puts a practice near.
const PLACE = { latitude: 58.2093, longitude: -6.3857 };
const NEAR = { lat: 58.21, lng: -6.386, radius: 2 };
const HOURS_MON_WED = [
  { day: 'monday', ranges: [{ start: '09:00', end: '17:00' }] },
  { day: 'tuesday', ranges: [] },
  { day: 'wednesday', ranges: [{ start: '09:00', end: '12:00' }] },
  { day: 'thursday', ranges: [] },
  { day: 'friday', ranges: [] },
  { day: 'saturday', ranges: [] },
  { day: 'sunday', ranges: [] },
];

describe('a PetVet clinic is a practice of the directory', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let categoryId: string;
  const service: Record<string, string> = {};
  const api = () => request(t.app);

  const addService = async (name: string, price: number, mapping: Record<string, unknown>) => {
    const created = await api()
      .post('/api/services')
      .set(bearer(clinic.token))
      .send({ categoryId, name, price, duration: 20 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    service[name] = created.body.id;
    if (Object.keys(mapping).length === 0) return;
    const mapped = await api()
      .put(`/api/vet-business/price-list/${created.body.id}`)
      .set(bearer(clinic.token))
      .send({ band: 'any', inclusions: [], ...mapping });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
  };
  const search = async (query: Record<string, string | number> = {}) => {
    const res = await api()
      .get('/api/global-practices/search')
      .query({ ...NEAR, sort: 'distance', ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return globalPracticeSearchResponseSchema.parse(res.body);
  };
  const listingOf = async (clinicId: string) =>
    (await search()).practices.find((p) => p.petvetClinicId === clinicId && p.bookable);
  const compareBooster = async () => {
    const res = await api()
      .get('/api/global-practices/compare')
      .query({ service: 'vaccination-booster', band: 'cat', currency: 'GBP', ...NEAR });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return practiceCompareResponseSchema.parse(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => AT });
    clinic = await createClinic(t.app, {
      businessName: 'Harbour Street Vets',
      address: '12 Harbour Street, Stornoway HS1 2XX',
      website: 'https://www.harbour-street-vets.example.co.uk/welcome',
      country: 'GB',
      ...PLACE,
    });
    const category = await api()
      .post('/api/services/categories')
      .set(bearer(clinic.token))
      .send({ name: 'Care', displayOrder: 0 });
    categoryId = category.body.id;
    await addService('Cat booster', 38, { standardService: 'vaccination-booster', band: 'cat' });
    await addService('Consultation', 52, { standardService: 'first-consultation' });
    // Not on the standard list: the clinic's page lists it, the directory's prices do not.
    await addService('Puppy party', 5, {});
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a clinic saves its profile, then it is a practice of the directory search near its place, bookable, with its clinic and review count', async () => {
    const listing = await listingOf(clinic.id);

    expect(listing).toMatchObject({
      name: 'Harbour Street Vets',
      source: 'petvet',
      country: 'GB',
      countryName: 'United Kingdom',
      website: 'https://www.harbour-street-vets.example.co.uk/welcome',
      lat: PLACE.latitude,
      lng: PLACE.longitude,
      bookable: true,
      petvetClinicId: clinic.id,
      reviewCount: 0,
      // No review yet is no rating, not a rating of 0.
      rating: null,
      serviceCount: 2,
      minPrice: 38,
      maxPrice: 52,
      currency: 'GBP',
    });
  });

  it('when its practice page is read, then it names the clinic to book and lists the clinic’s own prices from its price page', async () => {
    const listing = await listingOf(clinic.id);
    const res = await api().get(`/api/global-practices/${listing!.id}`);
    const detail = globalPracticeDetailResponseSchema.parse(res.body);

    expect(detail.practice).toMatchObject({ bookable: true, petvetClinicId: clinic.id });
    const prices = Object.values(detail.services).flat();
    expect(prices.map((p) => [p.name, p.priceMin, p.standardService, p.band]).sort()).toEqual([
      ['Cat booster', 38, 'vaccination-booster', 'cat'],
      ['Consultation', 52, 'first-consultation', 'any'],
    ]);
    expect(prices.every((p) => p.confidence === 1)).toBe(true);
    expect(new Set(prices.map((p) => p.sourceUrl))).toEqual(new Set([`/vet/${clinic.id}/prices`]));
    expect(detail.services['Vaccination']?.map((p) => p.name)).toEqual(['Cat booster']);
  });

  it('when it changes a price, then its listing and the compare answer near it carry the new price', async () => {
    const before = await compareBooster();
    const row = before.practices.find((p) => p.petvetClinicId === clinic.id);
    expect(row).toMatchObject({ bookable: true, price: { min: 38, currency: 'GBP' } });

    const res = await api()
      .put(`/api/services/${service['Cat booster']}`)
      .set(bearer(clinic.token))
      .send({ categoryId, name: 'Cat booster', price: 31.5, duration: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const after = await compareBooster();
    expect(after.practices.find((p) => p.id === row!.id)).toMatchObject({
      bookable: true,
      petvetClinicId: clinic.id,
      price: { min: 31.5, max: null, currency: 'GBP' },
      priceInDisplayCurrency: 31.5,
      sourceUrl: `/vet/${clinic.id}/prices`,
    });
    expect((await listingOf(clinic.id))?.minPrice).toBe(31.5);
  });

  it('when it saves working hours open on Monday and Wednesday, then its listing opens those days alone', async () => {
    const res = await api()
      .put('/api/vet-business/profile')
      .set(bearer(clinic.token))
      .send({ workingHours: HOURS_MON_WED });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const [row] = rowsOf<{ open_days: number | null }>(
      await t.handle.db.execute(
        sql`select open_days from global_practices where clinic_id = ${clinic.id}`,
      ),
    );
    // Monday 1 + Wednesday 4.
    expect(row?.open_days).toBe(5);
  });

  it('when a service leaves the standard list, then its price leaves the listing', async () => {
    const res = await api()
      .delete(`/api/services/${service['Consultation']}`)
      .set(bearer(clinic.token));
    expect(res.status).toBe(204);

    expect(await listingOf(clinic.id)).toMatchObject({
      serviceCount: 1,
      minPrice: 31.5,
      maxPrice: 31.5,
    });
  });

  it('when its reviews change its rating, then the listing carries the rating and review count and keeps its prices', async () => {
    await t.handle.db
      .update(schema.clinics)
      .set({ ratingAverage: 4.33, reviewCount: 3 })
      .where(eq(schema.clinics.id, clinic.id));

    expect(await listingOf(clinic.id)).toMatchObject({
      rating: 4.33,
      reviewCount: 3,
      serviceCount: 1,
      minPrice: 31.5,
    });
  });

  it('when a clinic is unpublished, then its listing goes; published again, it comes back with its prices', async () => {
    const gone = await createClinic(t.app, { businessName: 'Lews Castle Vets', ...PLACE });
    expect(await listingOf(gone.id)).toBeDefined();

    await t.handle.db
      .update(schema.clinics)
      .set({ profileSavedAt: null })
      .where(eq(schema.clinics.id, gone.id));
    expect(await listingOf(gone.id)).toBeUndefined();

    await t.handle.db
      .update(schema.clinics)
      .set({ profileSavedAt: AT })
      .where(eq(schema.clinics.id, gone.id));
    expect(await listingOf(gone.id)).toMatchObject({ name: 'Lews Castle Vets', bookable: true });
  });

  it('when a clinic is deleted, then its listing and prices go with it', async () => {
    const deleted = await createClinic(t.app, { businessName: 'Goathill Vets', ...PLACE });
    const listing = await listingOf(deleted.id);
    expect(listing).toBeDefined();

    await t.handle.db.delete(schema.clinics).where(eq(schema.clinics.id, deleted.id));

    expect(await listingOf(deleted.id)).toBeUndefined();
    expect((await api().get(`/api/global-practices/${listing!.id}`)).status).toBe(404);
  });
});
