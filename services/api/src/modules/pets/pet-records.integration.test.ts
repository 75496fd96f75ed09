import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  medicalRecordListSchema,
  medicalRecordSchema,
  petSchema,
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

describe('pet medical history and vaccinations', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let petId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAccount(t.app, 'pet_owner');
    other = await registerAccount(t.app, 'pet_owner');
    petId = await createPet(t.app, owner.token);
  });
  afterAll(async () => {
    await t.close();
  });

  const medical = (token: string, body?: Record<string, unknown>, id = petId) =>
    body === undefined
      ? request(t.app).get(`/api/users/pets/${id}/medical-history`).set(bearer(token))
      : request(t.app).post(`/api/users/pets/${id}/medical-history`).set(bearer(token)).send(body);
  const vaccines = (token: string, body?: Record<string, unknown>, id = petId) =>
    body === undefined
      ? request(t.app).get(`/api/users/pets/${id}/vaccinations`).set(bearer(token))
      : request(t.app).post(`/api/users/pets/${id}/vaccinations`).set(bearer(token)).send(body);

  const expect400 = async (res: request.Response, text: string) => {
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error).toBe(text);
  };

  it('when a medical record is added without a type, then it is a checkup and the follow-up date is kept only when required', async () => {
    const plain = await medical(owner.token, {
      date: '2025-01-10',
      title: 'Annual check',
      followUpDate: '2025-02-01',
    });
    expect(plain.status).toBe(201);
    expect(medicalRecordSchema.parse(plain.body)).toMatchObject({
      petId,
      type: 'checkup',
      title: 'Annual check',
      followUpRequired: false,
      followUpDate: null,
      description: null,
    });

    const full = await medical(owner.token, {
      date: '2025-03-05',
      type: 'surgery',
      title: 'Dental extraction',
      description: 'Two molars',
      vetName: 'Dr Ada',
      vetClinic: 'Camden Vets',
      treatment: 'Extraction under GA',
      medications: 'Metacam',
      followUpRequired: true,
      followUpDate: '2025-03-19',
    });
    expect(full.status).toBe(201);
    expect(medicalRecordSchema.parse(full.body)).toMatchObject({
      type: 'surgery',
      vetName: 'Dr Ada',
      vetClinic: 'Camden Vets',
      followUpRequired: true,
      followUpDate: '2025-03-19',
    });

    const list = medicalRecordListSchema.parse((await medical(owner.token)).body);
    expect(list.map((r) => r.date)).toEqual(['2025-03-05', '2025-01-10']);
  });

  it('when a medical record misses date, title or a valid type, then 400 says which', async () => {
    await expect400(await medical(owner.token, { title: 'X' }), 'date is required');
    await expect400(
      await medical(owner.token, { date: '2025-02-30', title: 'X' }),
      'must be a real calendar date',
    );
    await expect400(
      await medical(owner.token, { date: '2025-01-01', title: ' ' }),
      'title is required',
    );
    await expect400(
      await medical(owner.token, { date: '2025-01-01', title: 'X', type: 'grooming' }),
      'type must be one of: checkup, illness, injury, surgery, other',
    );
    await expect400(
      await medical(owner.token, {
        date: '2025-01-10',
        title: 'X',
        followUpRequired: true,
        followUpDate: '2025-01-01',
      }),
      'followUpDate must not be before date',
    );
  });

  it('when vaccinations are added, then they read back newest first with every field', async () => {
    const first = await vaccines(owner.token, { vaccineName: 'Rabies', dateGiven: '2024-05-01' });
    expect(first.status).toBe(201);
    expect(vaccinationSchema.parse(first.body)).toMatchObject({
      vaccineName: 'Rabies',
      nextDueDate: null,
    });
    const second = await vaccines(owner.token, {
      vaccineName: 'DHPP',
      dateGiven: '2025-05-01',
      nextDueDate: '2026-05-01',
      vetName: 'Dr Ada',
      vetClinic: 'Camden Vets',
      batchNumber: 'B-42',
      notes: 'No reaction',
    });
    expect(vaccinationSchema.parse(second.body)).toMatchObject({
      dateGiven: '2025-05-01',
      nextDueDate: '2026-05-01',
      batchNumber: 'B-42',
      notes: 'No reaction',
    });
    const list = vaccinationListSchema.parse((await vaccines(owner.token)).body);
    expect(list.map((v) => v.vaccineName)).toEqual(['DHPP', 'Rabies']);
  });

  it('when a vaccination misses its name or date, or is due before it was given, then 400', async () => {
    await expect400(
      await vaccines(owner.token, { dateGiven: '2025-01-01' }),
      'vaccineName is required',
    );
    await expect400(
      await vaccines(owner.token, { vaccineName: 'Rabies' }),
      'dateGiven is required',
    );
    await expect400(
      await vaccines(owner.token, {
        vaccineName: 'Rabies',
        dateGiven: '2025-01-10',
        nextDueDate: '2025-01-09',
      }),
      'nextDueDate must not be before dateGiven',
    );
  });

  it('when another owner reads or adds records of the pet, then 404 and nothing is added', async () => {
    const before = medicalRecordListSchema.parse((await medical(owner.token)).body).length;
    expect((await medical(other.token)).status).toBe(404);
    expect((await medical(other.token, { date: '2025-01-01', title: 'X' })).status).toBe(404);
    expect((await vaccines(other.token)).status).toBe(404);
    expect(
      (await vaccines(other.token, { vaccineName: 'X', dateGiven: '2025-01-01' })).status,
    ).toBe(404);
    expect(medicalRecordListSchema.parse((await medical(owner.token)).body)).toHaveLength(before);
  });

  it('when the pet is deleted, then its records go with it', async () => {
    const pet = petSchema.parse(
      (
        await request(t.app)
          .post('/api/users/pets')
          .set(bearer(owner.token))
          .send({ name: 'Old', species: 'Cat' })
      ).body,
    );
    await medical(owner.token, { date: '2025-01-01', title: 'X' }, pet.id);
    await request(t.app).delete(`/api/users/pets/${pet.id}`).set(bearer(owner.token));
    expect((await medical(owner.token, undefined, pet.id)).status).toBe(404);
  });
});
