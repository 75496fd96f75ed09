import request from 'supertest';
import { sql } from 'drizzle-orm';
import { schema } from '@petvet/shared/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_WRITTEN_ENTRY_TEXT,
  errorBodySchema,
  etagOf,
  MEDICAL_RECORD_DATE_FUTURE_TEXT,
  MEDICAL_RECORD_NOT_FOUND_TEXT,
  medicalRecordListSchema,
  medicalRecordSchema,
  STALE_VERSION_TEXT,
  VACCINATION_NOT_FOUND_TEXT,
  vaccinationListSchema,
  vaccinationSchema,
} from '@petvet/shared';
import {
  bearer,
  createPet,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { PET_NOT_FOUND_TEXT } from './pets.service';

// Setup: an owner with a dog's surgery record and rabies jab, a second owner with a cat.
const SURGERY = {
  date: '2026-03-05',
  type: 'surgery',
  title: 'Dental extraction',
  description: 'Two molars',
  vetName: 'Dr Ada',
  followUpRequired: true,
  followUpDate: '2026-03-19',
};
const RABIES = { vaccineName: 'Rabies', dateGiven: '2026-01-10', nextDueDate: '2027-01-10' };

describe('editing and deleting medical records and vaccinations', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let petId: string;
  let otherPetId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-06-15T10:00:00Z') });
    owner = await registerAccount(t.app, 'pet_owner');
    other = await registerAccount(t.app, 'pet_owner');
    petId = await createPet(t.app, owner.token);
    otherPetId = await createPet(t.app, other.token, { name: 'Tom', species: 'Cat' });
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (kind: string, pet: string, id?: string) =>
    `/api/users/pets/${pet}/${kind}${id ? `/${id}` : ''}`;
  const post = (kind: string, body: object, token = owner.token, pet = petId) =>
    request(t.app).post(url(kind, pet)).set(bearer(token)).send(body);
  const list = (kind: string, token = owner.token, pet = petId) =>
    request(t.app).get(url(kind, pet)).set(bearer(token));
  const put = (kind: string, id: string, body: object, opts: Opts = {}) => {
    const req = request(t.app)
      .put(url(kind, opts.pet ?? petId, id))
      .set(bearer(opts.token ?? owner.token));
    return (opts.ifMatch ? req.set('If-Match', opts.ifMatch) : req).send(body);
  };
  const del = (kind: string, id: string, opts: Opts = {}) => {
    const req = request(t.app)
      .delete(url(kind, opts.pet ?? petId, id))
      .set(bearer(opts.token ?? owner.token));
    return opts.ifMatch ? req.set('If-Match', opts.ifMatch) : req;
  };
  type Opts = { token?: string; pet?: string; ifMatch?: string };
  const newRecord = async () =>
    medicalRecordSchema.parse((await post('medical-history', SURGERY)).body);
  const newVaccination = async () =>
    vaccinationSchema.parse((await post('vaccinations', RABIES)).body);
  const expectError = (res: request.Response, status: number, text: string) => {
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(res.body).error).toBe(text);
  };

  it('when a medical record is replaced, then every field is the new one, left-out ones are cleared, and the ETag is its new version', async () => {
    const record = await newRecord();
    const res = await put('medical-history', record.id, {
      date: '2026-03-06',
      type: 'injury',
      title: 'Cut paw',
      treatment: 'Cleaned and dressed',
    });
    expect(res.status).toBe(200);
    const saved = medicalRecordSchema.parse(res.body);
    expect(saved).toMatchObject({
      id: record.id,
      petId,
      date: '2026-03-06',
      type: 'injury',
      title: 'Cut paw',
      treatment: 'Cleaned and dressed',
      description: null,
      vetName: null,
      followUpRequired: false,
      followUpDate: null,
      createdAt: record.createdAt,
    });
    expect(saved.version).not.toBe(record.version);
    expect(res.headers.etag).toBe(etagOf(saved.version));
    const listed = medicalRecordListSchema.parse((await list('medical-history')).body);
    expect(listed.find((r) => r.id === record.id)).toEqual(saved);
  });

  it('when a vaccination is replaced, then it reads back changed with its new version', async () => {
    const vaccination = await newVaccination();
    const res = await put('vaccinations', vaccination.id, {
      ...RABIES,
      batchNumber: 'B-7',
      nextDueDate: '',
    });
    expect(res.status).toBe(200);
    expect(vaccinationSchema.parse(res.body)).toMatchObject({
      batchNumber: 'B-7',
      nextDueDate: null,
      vaccineName: 'Rabies',
    });
    expect(res.headers.etag).toBe(etagOf(vaccinationSchema.parse(res.body).version));
  });

  it('when an edit breaks the rules of creating, then 400 with the first problem in field order and nothing changes', async () => {
    const record = await newRecord();
    expectError(
      await put('medical-history', record.id, { type: 'grooming' }),
      400,
      'date is required',
    );
    expectError(
      await put('medical-history', record.id, { date: '2026-03-01', title: ' ' }),
      400,
      'title is required',
    );
    expectError(
      await put('medical-history', record.id, { date: '2099-01-01', title: 'X' }),
      400,
      MEDICAL_RECORD_DATE_FUTURE_TEXT,
    );
    expectError(
      await put('medical-history', record.id, {
        ...SURGERY,
        followUpDate: '2026-03-01',
      }),
      400,
      'followUpDate must not be before date',
    );
    const vaccination = await newVaccination();
    expectError(
      await put('vaccinations', vaccination.id, { dateGiven: '2026-01-01' }),
      400,
      'vaccineName is required',
    );
    expectError(
      await put('vaccinations', vaccination.id, { ...RABIES, nextDueDate: '2026-01-09' }),
      400,
      'nextDueDate must not be before dateGiven',
    );
    const records = medicalRecordListSchema.parse((await list('medical-history')).body);
    expect(records.find((r) => r.id === record.id)).toEqual(record);
  });

  it('when another owner edits or deletes a record through their own pet or through its pet, then 404 and the record stays', async () => {
    const record = await newRecord();
    const vaccination = await newVaccination();
    for (const [kind, id, body, text] of [
      ['medical-history', record.id, SURGERY, MEDICAL_RECORD_NOT_FOUND_TEXT],
      ['vaccinations', vaccination.id, RABIES, VACCINATION_NOT_FOUND_TEXT],
    ] as const) {
      const intruder = { token: other.token };
      expectError(await put(kind, id, body, intruder), 404, PET_NOT_FOUND_TEXT);
      expectError(await del(kind, id, intruder), 404, PET_NOT_FOUND_TEXT);
      // Their own pet's path with this owner's record id: not a record of that pet.
      const viaOwnPet = { token: other.token, pet: otherPetId };
      expectError(await put(kind, id, body, viaOwnPet), 404, text);
      expectError(await del(kind, id, viaOwnPet), 404, text);
    }
    expect(medicalRecordListSchema.parse((await list('medical-history')).body)).toContainEqual(
      record,
    );
    expect(vaccinationListSchema.parse((await list('vaccinations')).body)).toContainEqual(
      vaccination,
    );
  });

  it('when the record id is unknown or not an id, then 404 that names the record', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await put('medical-history', unknown, SURGERY), 404, MEDICAL_RECORD_NOT_FOUND_TEXT);
    expectError(await del('vaccinations', 'not-an-id'), 404, VACCINATION_NOT_FOUND_TEXT);
  });

  it('when If-Match names an older version, then PUT and DELETE answer 412 and the record keeps the first edit', async () => {
    const record = await newRecord();
    const first = etagOf(record.version);
    expect(
      (await put('medical-history', record.id, { ...SURGERY, title: 'A' }, { ifMatch: first }))
        .status,
    ).toBe(200);
    const stale = await put(
      'medical-history',
      record.id,
      { ...SURGERY, title: 'B' },
      { ifMatch: first },
    );
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body)).toMatchObject({
      code: 'PRECONDITION_FAILED',
      error: STALE_VERSION_TEXT,
    });
    expect((await del('medical-history', record.id, { ifMatch: first })).status).toBe(412);
    const kept = medicalRecordListSchema.parse((await list('medical-history')).body);
    expect(kept.find((r) => r.id === record.id)?.title).toBe('A');
  });

  it('when a vaccination is deleted with its current version, then 204 and it is gone; a second delete is 404', async () => {
    const vaccination = await newVaccination();
    const res = await del('vaccinations', vaccination.id, { ifMatch: etagOf(vaccination.version) });
    expect(res.status).toBe(204);
    const left = vaccinationListSchema.parse((await list('vaccinations')).body);
    expect(left.map((v) => v.id)).not.toContain(vaccination.id);
    expectError(await del('vaccinations', vaccination.id), 404, VACCINATION_NOT_FOUND_TEXT);
  });

  it('when a record was written by a clinic, then the owner can neither change nor delete it (403)', async () => {
    const record = await newRecord();
    const vaccination = await newVaccination();
    const [clinic] = await t.deps.db
      .insert(schema.clinics)
      .values({ businessName: 'Camden Vets' })
      .returning({ id: schema.clinics.id });
    await t.handle.db.execute(
      sql`update medical_records set written_by_clinic_id = ${clinic?.id} where id = ${record.id}`,
    );
    await t.handle.db.execute(
      sql`update vaccinations set written_by_clinic_id = ${clinic?.id} where id = ${vaccination.id}`,
    );
    expectError(await put('medical-history', record.id, SURGERY), 403, CLINIC_WRITTEN_ENTRY_TEXT);
    expectError(await del('medical-history', record.id), 403, CLINIC_WRITTEN_ENTRY_TEXT);
    expectError(await put('vaccinations', vaccination.id, RABIES), 403, CLINIC_WRITTEN_ENTRY_TEXT);
    expectError(await del('vaccinations', vaccination.id), 403, CLINIC_WRITTEN_ENTRY_TEXT);
  });
});
