import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RADIUS_INVALID_TEXT,
  CLINIC_NOT_FOUND_TEXT,
  errorBodySchema,
  clinicSchema,
  clinicSearchResponseSchema,
} from '@petvet/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { GEO_FIXTURES, insertClinics } from './test-support/geo-fixtures';

describe('clinic search and detail', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  const id = (name: string) => ids.get(name) ?? '';
  const search = async (query: Record<string, string>) => {
    const res = await request(t.app).get('/api/vets').query(query);
    expect(res.status).toBe(200);
    return clinicSearchResponseSchema.parse(res.body);
  };
  const idsOf = (answer: { vets: { id: string }[] }) => answer.vets.map((vet) => vet.id);

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertClinics(t.deps.db, GEO_FIXTURES);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when searching London within 10 km, then only published London clinics with coordinates answer, nearest first', async () => {
    const answer = await search({ city: 'London', radius: '10' });
    expect(answer.source).toBe('database');
    const found = idsOf(answer);
    expect(found).toEqual(
      expect.arrayContaining([
        id('Trafalgar Vets'),
        id('Strand Animal Care'),
        id('Camden Pet Clinic'),
      ]),
    );
    for (const absent of [
      'Croydon Vets',
      'Clinique du Louvre',
      'Midtown Animal Hospital',
      'Unpublished London Clinic',
      'Clinic Without Coordinates',
    ]) {
      expect(found).not.toContain(id(absent));
    }
    const distances = answer.vets.map((vet) => vet.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(answer.total).toBe(answer.vets.length);
    expect(found.indexOf(id('Trafalgar Vets'))).toBeLessThan(
      found.indexOf(id('Camden Pet Clinic')),
    );
  });

  it('when the radius grows to 25 km, then the suburban clinic is included', async () => {
    expect(idsOf(await search({ city: 'London', radius: '25' }))).toContain(id('Croydon Vets'));
  });

  it('when a vet is answered, then it carries the fields of the clinic entity with a one-decimal rating and distance', async () => {
    const answer = await search({ city: 'London', radius: '10' });
    const vet = answer.vets.find((v) => v.id === id('Trafalgar Vets'));
    expect(vet).toMatchObject({
      businessName: 'Trafalgar Vets',
      rating: 4.3,
      reviewCount: 8,
      city: 'London',
      postcode: 'WC2N 5DU',
      // Services offered are the clinic's priced services; this test prices none.
      services: [],
      currency: 'GBP',
      source: 'database',
      verified: false,
      timeZone: 'Europe/London',
    });
    expect(Number.isInteger((vet?.distance ?? 0.05) * 10)).toBe(true);
  });

  it('when searching Paris and New York, then each answers its own clinics only', async () => {
    const paris = idsOf(await search({ city: 'Paris', radius: '10' }));
    expect(paris).toEqual(
      expect.arrayContaining([id('Clinique du Louvre'), id('Vétérinaire Montmartre')]),
    );
    expect(paris).not.toContain(id('Trafalgar Vets'));
    const newYork = idsOf(await search({ city: 'New York', radius: '10' }));
    expect(newYork).toEqual(
      expect.arrayContaining([id('Midtown Animal Hospital'), id('Brooklyn Paws')]),
    );
    expect(newYork).not.toContain(id('Clinique du Louvre'));
  });

  it('when searching by a full postcode in any spacing or case, then the clinic there comes first at distance 0', async () => {
    const answer = await search({ postcode: 'wc2n5du', radius: '5' });
    expect(answer.source).toBe('database');
    expect(answer.vets[0]?.id).toBe(id('Trafalgar Vets'));
    expect(answer.vets[0]?.distance).toBe(0);
  });

  it('when searching by an unknown full postcode, then its outward code places the search', async () => {
    const answer = await search({ postcode: 'WC2N 9ZZ', radius: '5' });
    expect(answer.source).toBe('database');
    expect(answer.location?.label).toBe('WC2N');
    // Centred on the mean of the district's known postcodes (other tests' clinics may sit nearby too).
    expect(answer.location?.latitude).toBeCloseTo(51.508, 2);
    expect(answer.location?.longitude).toBeCloseTo(-0.127, 2);
    const near = answer.vets.filter((vet) => (vet.distance ?? 99) < 1).map((vet) => vet.id);
    expect(near).toEqual(expect.arrayContaining([id('Trafalgar Vets'), id('Strand Animal Care')]));
  });

  it('when searching by a bare outward code, then the clinics of that district answer', async () => {
    expect(idsOf(await search({ postcode: 'NW1', radius: '2' }))).toContain(
      id('Camden Pet Clinic'),
    );
  });

  it('when an unpublished clinic of the district stands far off, then it does not move the district centre', async () => {
    // A draft profile's coordinates are nobody's word yet: only published clinics place a code.
    await insertClinics(t.deps.db, [
      {
        name: 'Draft Clinic Placed Far Off',
        city: 'London',
        postcode: 'NW1 9ZZ',
        latitude: 51.3,
        longitude: -0.6,
        timeZone: 'Europe/London',
        published: false,
      },
    ]);
    expect(idsOf(await search({ postcode: 'NW1', radius: '2' }))).toContain(
      id('Camden Pet Clinic'),
    );
  });

  it('when searching by a US ZIP code, then the bundled ZIP table places the search', async () => {
    const answer = await search({ postcode: '10001', radius: '10' });
    expect(idsOf(answer)).toContain(id('Midtown Animal Hospital'));
    expect(idsOf(answer)).not.toContain(id('Trafalgar Vets'));
  });

  it('when the place is unknown, then the list is empty and source says why', async () => {
    expect(await search({ city: 'Xyzzyplaceville' })).toEqual({
      vets: [],
      source: 'unknown_location',
      total: 0,
      location: null,
    });
    expect((await search({ postcode: 'QQ9 9QQ' })).source).toBe('unknown_location');
    expect((await search({})).source).toBe('no_location');
  });

  it('when the limit is smaller than the matches, then total still counts every clinic in the radius', async () => {
    const answer = await search({ city: 'London', radius: '10', limit: '1' });
    expect(answer.vets).toHaveLength(1);
    expect(answer.total).toBeGreaterThanOrEqual(3);
  });

  it('when radius is not a number from 1 to 200, then it answers 400 naming radius', async () => {
    for (const radius of ['abc', '0', '201', '-5']) {
      const res = await request(t.app).get('/api/vets').query({ city: 'London', radius });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(RADIUS_INVALID_TEXT);
    }
    expect(
      (await request(t.app).get('/api/vets').query({ city: 'London', radius: '7.5' })).status,
    ).toBe(200);
  });

  it('when a clinic is opened by id, then it answers the clinic; unknown, malformed or unpublished ids answer 404', async () => {
    const res = await request(t.app).get(`/api/vets/${id('Brooklyn Paws')}`);
    expect(res.status).toBe(200);
    expect(clinicSchema.parse(res.body)).toMatchObject({
      businessName: 'Brooklyn Paws',
      postcode: '11201',
    });
    expect(res.body.distance).toBeUndefined();
    for (const missing of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      id('Unpublished London Clinic'),
    ]) {
      const notFound = await request(t.app).get(`/api/vets/${missing}`);
      expect(notFound.status).toBe(404);
      expect(notFound.body.error).toBe(CLINIC_NOT_FOUND_TEXT);
    }
  });
});
