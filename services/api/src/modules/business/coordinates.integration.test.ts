import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfileSchema, globalPracticeSearchResponseSchema } from '@petvet/shared';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

/**
 * Coordinates are stored to 7 decimals (about a centimetre): finer digits are noise, and a
 * subnormal value such as 5e-324 underflows PostgreSQL's float arithmetic in the distance search.
 */
describe('coordinates too small or too precise to matter', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAccount(t.app, 'vet_business')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const saveAt = (latitude: unknown, longitude: unknown) =>
    request(t.app)
      .put('/api/vet-business/profile')
      .set(bearer(token))
      .send({ businessName: 'Equator Vets', latitude, longitude, timeZone: 'Africa/Libreville' });

  it.each([
    [5e-324, -5e-324, 0, 0],
    ['1e-400', '-0', 0, 0],
    [-0, 1e-300, 0, 0],
    [0.00000004, 9.123456789, 0, 9.1234568],
    [51.50740004999, -0.12780005001, 51.5074, -0.1278001],
  ])(
    'when a clinic is saved at %s, %s, then it answers 200 with the place rounded to 7 decimals',
    async (latitude, longitude, savedLatitude, savedLongitude) => {
      const res = await saveAt(latitude, longitude);
      expect(res.status).toBe(200);
      const profile = businessProfileSchema.parse(res.body);
      expect(Object.is(profile.latitude, savedLatitude)).toBe(true);
      expect(Object.is(profile.longitude, savedLongitude)).toBe(true);
    },
  );

  it.each(['5e-324', '-5e-324', '1e-320', '1e-400', '-0'])(
    'when the directory is searched around lat and lng %s, then it answers 200 centred on 0, 0',
    async (value) => {
      const res = await request(t.app).get(
        `/api/global-practices/search?lat=${value}&lng=${value}`,
      );
      expect(res.status).toBe(200);
      const center = globalPracticeSearchResponseSchema.parse(res.body).center;
      expect(center).toMatchObject({ lat: 0, lng: 0 });
      expect(Object.is(center?.lat, -0)).toBe(false);
    },
  );

  it.each(['5e-324', '1e-320', '0.0004'])(
    'when the directory radius is %s km (less than a metre), then it answers 400 naming radius',
    async (radius) => {
      const res = await request(t.app).get(
        `/api/global-practices/search?lat=51.5&lng=-0.12&radius=${radius}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.error).toContain('radius');
    },
  );
});
