import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_RANGE_TEXT,
  errorBodySchema,
  latestTodayAnywhere,
  MEDICAL_RECORD_DATE_FUTURE_TEXT,
  VACCINATION_DATE_FUTURE_TEXT,
} from '@petvet/shared';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../modules/business/test-support/clinic-fixtures';
import {
  bearer,
  createPet,
  createTestApp,
  registerAccount,
  type TestApp,
} from '../test-support/test-app';

// A day after the latest "today" anywhere on Earth: in the future in every time zone.
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('input bounds: dates in range, records not in the future, numbers are numbers', () => {
  let t: TestApp;
  let clinic: TestClinic;
  let ownerToken: string;
  let petId: string;

  beforeAll(async () => {
    t = await createTestApp();
    clinic = await createClinic(t.app);
    ownerToken = (await registerAccount(t.app, 'pet_owner')).token;
    petId = await createPet(t.app, ownerToken);
  });
  afterAll(async () => {
    await t.close();
  });

  const expect400 = (res: request.Response, text?: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const body = errorBodySchema.parse(res.body);
    expect(body.code).toBe('VALIDATION_FAILED');
    if (text) expect(body.error).toBe(text);
  };

  it('when available days are asked from 9999-12-31 or 0001-01-01, then 400 names the range', async () => {
    for (const from of ['9999-12-31', '0001-01-01', '2101-01-01']) {
      const res = await request(t.app).get(
        `/api/vet-business/time-slots/available-days/${clinic.id}?from=${from}`,
      );
      expect400(res, DATE_OUT_OF_RANGE_TEXT);
    }
    const ok = await request(t.app).get(
      `/api/vet-business/time-slots/available-days/${clinic.id}?from=2100-12-01`,
    );
    expect(ok.status).toBe(200);
  });

  it('when a slot list is asked for a date past the range, then 400 rather than 500', async () => {
    const res = await request(t.app).get(
      `/api/vet-business/time-slots/available/${clinic.id}?date=9999-12-31`,
    );
    expect400(res);
  });

  it('when a medical record is dated after today everywhere, then 400 says it cannot be in the future', async () => {
    const future = dayAfter(latestTodayAnywhere(), 1);
    const res = await request(t.app)
      .post(`/api/users/pets/${petId}/medical-history`)
      .set(bearer(ownerToken))
      .send({ date: future, title: 'Check-up' });
    expect400(res, MEDICAL_RECORD_DATE_FUTURE_TEXT);
    const far = await request(t.app)
      .post(`/api/users/pets/${petId}/medical-history`)
      .set(bearer(ownerToken))
      .send({ date: '2030-01-01', title: 'Check-up' });
    expect400(far, MEDICAL_RECORD_DATE_FUTURE_TEXT);
  });

  it('when a record is dated today in the easternmost zone, then it is accepted with a future follow-up', async () => {
    const res = await request(t.app)
      .post(`/api/users/pets/${petId}/medical-history`)
      .set(bearer(ownerToken))
      .send({
        date: latestTodayAnywhere(),
        title: 'Check-up',
        followUpRequired: true,
        followUpDate: dayAfter(latestTodayAnywhere(), 30),
      });
    expect(res.status).toBe(201);
  });

  it('when a vaccination is given in the future, then 400; a future next due date is fine', async () => {
    const vaccinate = (body: object) =>
      request(t.app)
        .post(`/api/users/pets/${petId}/vaccinations`)
        .set(bearer(ownerToken))
        .send(body);
    expect400(
      await vaccinate({ vaccineName: 'Rabies', dateGiven: dayAfter(latestTodayAnywhere(), 1) }),
      VACCINATION_DATE_FUTURE_TEXT,
    );
    const ok = await vaccinate({
      vaccineName: 'Rabies',
      dateGiven: '2025-01-10',
      nextDueDate: dayAfter(latestTodayAnywhere(), 365),
    });
    expect(ok.status).toBe(201);
  });

  it('when a price is true or "0x10", then 400 and no service is stored', async () => {
    const { categoryId } = await createService(t.app, clinic.token);
    for (const price of [true, '0x10', '0b1', 'Infinity', [5]]) {
      const res = await request(t.app)
        .post('/api/services')
        .set(bearer(clinic.token))
        .send({ categoryId, name: `Odd ${String(price)}`, price, duration: 30 });
      expect400(res);
    }
    const decimal = await request(t.app)
      .post('/api/services')
      .set(bearer(clinic.token))
      .send({ categoryId, name: 'Decimal text', price: '12.50', duration: 30 });
    expect(decimal.status).toBe(201);
  });

  it('when days to generate is true or "0x10", then 400 and no slots are generated', async () => {
    for (const days of [true, '0x10']) {
      const res = await request(t.app)
        .post('/api/vet-business/time-slots/generate')
        .set(bearer(clinic.token))
        .send({ days });
      expect400(res);
    }
  });

  it('when age or weight is true or hex, then 400', async () => {
    for (const body of [{ age: true }, { weight: '0x10' }]) {
      const res = await request(t.app)
        .post('/api/users/pets')
        .set(bearer(ownerToken))
        .send({ name: 'Odd', species: 'Cat', ...body });
      expect400(res);
    }
  });
});
