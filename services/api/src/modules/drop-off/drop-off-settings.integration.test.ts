import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DROP_OFF_CLINICIAN_NOT_FOUND_TEXT,
  DROP_OFF_COLLECTION_TEXT,
  STALE_VERSION_TEXT,
  dropOffSettingsSchema,
  etagOf,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp, type TestAccount } from '../../test-support/test-app';
import { expectError } from '../../test-support/expect-error';
import { registerBusiness } from '../appointments/test-support/booking-fixtures';

// Setup: a clinic that has never run surgery days sets them up, with its theatre vet.
describe('drop-off settings', () => {
  let t: TestApp;
  let business: TestAccount;
  let clinicId: string;
  let strangerClinicianId: string;
  const settings = {
    windows: [{ day: 'monday', start: '08:00', end: '09:00' }],
    collectionTime: '16:00',
    dailyCap: 6,
    clinicianId: null as string | null,
  };
  const get = () => request(t.app).get('/api/vet-business/drop-off').set(bearer(business.token));
  const put = (body: unknown, version?: string) => {
    const req = request(t.app).put('/api/vet-business/drop-off').set(bearer(business.token));
    return (version ? req.set('If-Match', etagOf(version)) : req).send(body as object);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ account: business, clinicId } = await registerBusiness(t.app, t.deps.db));
    const other = await registerBusiness(t.app, t.deps.db);
    const [stranger] = await t.deps.db
      .insert(schema.clinicians)
      .values({ clinicId: other.clinicId, name: 'Dr Elsewhere' })
      .returning({ id: schema.clinicians.id });
    strangerClinicianId = stranger?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the clinic never set drop-offs, then it reads no windows and a version', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(dropOffSettingsSchema.parse(res.body)).toMatchObject({ windows: [], clinicianId: null });
    expect(res.headers.etag).toBe(etagOf(String(res.body.version)));
  });

  it('when it saves at the version it read, then the settings come back with a new version; the old version is refused with 412', async () => {
    const read = dropOffSettingsSchema.parse((await get()).body);
    const [theatreVet] = await t.deps.db
      .insert(schema.clinicians)
      .values({ clinicId, name: 'Dr Theatre' })
      .returning({ id: schema.clinicians.id });
    const saved = await put({ ...settings, clinicianId: theatreVet?.id }, read.version);
    expect(saved.status).toBe(200);
    const body = dropOffSettingsSchema.parse(saved.body);
    expect(body).toMatchObject({ ...settings, clinicianId: theatreVet?.id });
    expect(body.version).not.toBe(read.version);
    expect(dropOffSettingsSchema.parse((await get()).body)).toEqual(body);

    expectError(await put(settings, read.version), 412, STALE_VERSION_TEXT);
  });

  it('when collection comes before an admission window ends, then the settings are refused with 400', async () => {
    expectError(await put({ ...settings, collectionTime: '08:30' }), 400, DROP_OFF_COLLECTION_TEXT);
  });

  it("when the theatre clinician is another clinic's, then the settings are refused with 404", async () => {
    const res = await put({ ...settings, clinicianId: strangerClinicianId });
    expectError(res, 404, DROP_OFF_CLINICIAN_NOT_FOUND_TEXT);
  });
});
