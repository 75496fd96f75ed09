import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COORDINATES_PAIR_TEXT,
  DEFAULT_OPENING_HOURS,
  PROFILE_NOT_FOUND_TEXT,
  TIME_ZONE_INVALID_TEXT,
  WEBSITE_INVALID_TEXT,
  businessProfileSchema,
  clinicSchema,
  clinicSearchResponseSchema,
} from '@petvet/shared';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

const HOURS = ['Mon 9-5', 'Tue 9-5', 'Wed 9-5', 'Thu 9-5', 'Fri 9-5', 'Sat 9-12', 'Sun closed'];

describe('business profile', () => {
  let t: TestApp;
  const api = () => request(t.app);
  const save = async (token: string, body: Record<string, unknown>) => {
    const res = await api().put('/api/vet-business/profile').set(bearer(token)).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return businessProfileSchema.strict().parse(res.body);
  };
  const newBusiness = async () => (await registerAccount(t.app, 'vet_business')).token;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the profile was never saved, then reading it answers 404 Profile not found and the clinic is not public', async () => {
    const token = await newBusiness();
    const res = await api().get('/api/vet-business/profile').set(bearer(token));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(PROFILE_NOT_FOUND_TEXT);
  });

  it('when the whole profile is saved with coordinates, then it reads back as saved and the clinic becomes public', async () => {
    const token = await newBusiness();
    const body = {
      businessName: 'Harbour Vets',
      address: '1 Harbour Road, Bristol',
      phone: '0117 000 0000',
      email: 'desk@harbour.example',
      website: 'harbour.example',
      services: ['Consultation', ' ', 'Dentistry'],
      openingHours: HOURS,
      description: 'Friendly',
      googlePlaceId: 'place-123',
      latitude: 51.45,
      longitude: -2.59,
      images: ['https://img.example/a.jpg'],
    };
    const saved = await save(token, body);
    expect(saved).toMatchObject({
      businessName: 'Harbour Vets',
      website: 'https://harbour.example',
      // Services offered are the clinic's priced services: the free-text list is not stored.
      services: [],
      currency: 'GBP',
      workingHours: null,
      openingHours: HOURS,
      googlePlaceId: 'place-123',
      latitude: 51.45,
      longitude: -2.59,
      city: 'Bristol',
      country: 'GB',
      timeZone: 'Europe/London',
      images: ['https://img.example/a.jpg'],
    });
    const read = await api().get('/api/vet-business/profile').set(bearer(token));
    expect(businessProfileSchema.parse(read.body)).toEqual(saved);
    const pub = await api().get(`/api/vets/${saved.id}`);
    expect(clinicSchema.parse(pub.body)).toMatchObject({
      businessName: 'Harbour Vets',
      city: 'Bristol',
    });
  });

  it('when coordinates are not given, then they, the postcode, city, country and zone come from the address', async () => {
    const newYork = await save(await newBusiness(), {
      businessName: 'NY Pets',
      address: '350 5th Ave, New York, NY 10118, USA',
      openingHours: HOURS,
    });
    expect(newYork).toMatchObject({
      postcode: '10118',
      country: 'US',
      timeZone: 'America/New_York',
      city: 'New York City',
    });
    expect(newYork.latitude).toBeCloseTo(40.75, 1);
    const la = await save(await newBusiness(), {
      businessName: 'LA Pets',
      address: '200 N Spring St, Los Angeles, CA 90012',
    });
    expect(la).toMatchObject({ postcode: '90012', country: 'US', timeZone: 'America/Los_Angeles' });
    const paris = await save(await newBusiness(), {
      businessName: 'Paris Pets',
      address: '10 Rue de Rivoli, Paris, France',
    });
    expect(paris).toMatchObject({ city: 'Paris', country: 'FR', timeZone: 'Europe/Paris' });
    expect(paris.latitude).toBeCloseTo(48.85, 1);
    expect(paris.openingHours).toEqual([...DEFAULT_OPENING_HOURS]);
  });

  it('when a UK address carries a postcode known from other clinics, then the postcode places the clinic and it is found by it', async () => {
    const first = await save(await newBusiness(), {
      businessName: 'Leeds One',
      address: '2 Park Row, Leeds LS1 5HD',
      latitude: 53.7986,
      longitude: -1.5466,
    });
    expect(first).toMatchObject({ postcode: 'LS1 5HD', city: 'Leeds', country: 'GB' });
    const second = await save(await newBusiness(), {
      businessName: 'Leeds Two',
      address: '9 Park Row, Leeds LS1 5HX, United Kingdom',
    });
    expect(second.latitude).toBeCloseTo(53.7986, 3);
    expect(second.country).toBe('GB');
    const found = clinicSearchResponseSchema.parse(
      (await api().get('/api/vets').query({ postcode: 'LS1 5HX', radius: 5 })).body,
    );
    expect(found.vets.map((v) => v.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('when the address names no known place, then coordinates stay empty and the clinic is not in searches', async () => {
    const saved = await save(await newBusiness(), {
      businessName: 'Nowhere',
      address: 'Somewhere unknown',
    });
    expect(saved).toMatchObject({ latitude: null, longitude: null, city: '', postcode: '' });
  });

  it('when the zone is given, then it wins; a zone that is not IANA answers 400', async () => {
    const token = await newBusiness();
    expect(
      (
        await save(token, {
          address: 'Phoenix',
          latitude: 33.45,
          longitude: -112.07,
          timeZone: 'America/Denver',
        })
      ).timeZone,
    ).toBe('America/Denver');
    const res = await api()
      .put('/api/vet-business/profile')
      .set(bearer(token))
      .send({ timeZone: 'Mars/Olympus' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(TIME_ZONE_INVALID_TEXT);
  });

  it('when a field is invalid, then it answers 400 naming it', async () => {
    const token = await newBusiness();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ latitude: 51 }, COORDINATES_PAIR_TEXT],
      [{ latitude: 91, longitude: 0 }, 'Latitude must be a number from -90 to 90'],
      [{ website: 'javascript:alert(1)' }, WEBSITE_INVALID_TEXT],
      [{ email: 'not-an-email' }, 'Enter a valid email address'],
      [{ openingHours: ['Mon'] }, 'Opening hours must have 7 lines, one for each day'],
      [{ country: 'Atlantis' }, 'Country must be a country name or a code such as GB'],
      [{ images: ['ftp://x'] }, 'Photos must be web addresses starting with http or https'],
    ];
    for (const [body, text] of cases) {
      const res = await api().put('/api/vet-business/profile').set(bearer(token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(text);
    }
  });
});
