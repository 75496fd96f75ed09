import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfileSchema, errorBodySchema, etagOf } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createClinic, type TestClinic } from './test-support/clinic-fixtures';

// Setup: a practice manager's saved profile, edited by a one-field script and from two tabs.
describe('business profile versions (ETag / If-Match)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (clinic: TestClinic) => {
    const res = await request(t.app).get('/api/vet-business/profile').set(bearer(clinic.token));
    expect(res.status).toBe(200);
    return { profile: businessProfileSchema.parse(res.body), etag: String(res.headers.etag) };
  };
  const save = (clinic: TestClinic, body: object, ifMatch?: string) => {
    const req = request(t.app).put('/api/vet-business/profile').set(bearer(clinic.token));
    return (ifMatch ? req.set('If-Match', ifMatch) : req).send(body);
  };

  it('when a PUT sends only the name, then address, phone, email and site are kept', async () => {
    const clinic = await createClinic(t.app);
    const res = await save(clinic, { businessName: 'Renamed Clinic' });
    expect(res.status).toBe(200);
    const { profile } = await read(clinic);
    expect(profile).toMatchObject({
      businessName: 'Renamed Clinic',
      address: clinic.profile.address,
      phone: clinic.profile.phone,
      email: clinic.profile.email,
      website: clinic.profile.website,
      description: clinic.profile.description,
    });
  });

  it('when a PUT sends an empty or null text, then that field is cleared', async () => {
    const clinic = await createClinic(t.app);
    await save(clinic, { businessName: 'Test Clinic', website: '', phone: null });
    expect((await read(clinic)).profile).toMatchObject({ website: '', phone: '' });
  });

  it('when If-Match names the current version, then 200 with a new ETag matching the body', async () => {
    const clinic = await createClinic(t.app);
    const { profile, etag } = await read(clinic);
    expect(etag).toBe(etagOf(String(profile.version)));
    const res = await save(clinic, { ...profile, phone: '020 1111 1111' }, etag);
    expect(res.status).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    expect(res.headers.etag).toBe(etagOf(String(businessProfileSchema.parse(res.body).version)));
  });

  it('when a second tab saves from the first read, then 412 PRECONDITION_FAILED and the first edit stays', async () => {
    const clinic = await createClinic(t.app);
    const { profile, etag } = await read(clinic);
    expect((await save(clinic, { ...profile, phone: '020 2222 2222' }, etag)).status).toBe(200);
    const second = await save(clinic, { ...profile, description: 'Second tab' }, etag);
    expect(second.status).toBe(412);
    expect(errorBodySchema.parse(second.body).code).toBe('PRECONDITION_FAILED');
    expect((await read(clinic)).profile).toMatchObject({
      phone: '020 2222 2222',
      description: clinic.profile.description,
    });
  });

  it('when 10 one-field edits race from the same read, then exactly 1 wins and 9 answer 412', async () => {
    const clinic = await createClinic(t.app);
    const { profile, etag } = await read(clinic);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        save(clinic, { ...profile, phone: `020 3333 000${i}` }, etag),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(9).fill(412)]);
  });
});
