import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATEGORY_NOT_FOUND_TEXT,
  SERVICE_CATEGORY_REQUIRED_TEXT,
  SERVICE_DURATION_INVALID_TEXT,
  SERVICE_NAME_REQUIRED_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  SERVICE_PRICE_INVALID_TEXT,
  CLINIC_NOT_FOUND_TEXT,
  publicServiceSchema,
  serviceSchema,
} from '@petvet/shared';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { createClinic } from '../business/test-support/clinic-fixtures';

describe('services', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  const api = () => request(t.app);
  const post = (body: Record<string, unknown>) =>
    api().post('/api/services').set(bearer(token)).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAccount(t.app, 'vet_business')).token;
    categoryId = (
      await api().post('/api/services/categories').set(bearer(token)).send({ name: 'General' })
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a service is created, then it reads back with snake_case fields, a numeric price and its category name', async () => {
    const res = await post({
      categoryId,
      name: 'Consultation',
      description: 'Check-up',
      price: '45.50',
      duration: 30,
      displayOrder: 1,
    });
    expect(res.status).toBe(201);
    expect(serviceSchema.strict().parse(res.body)).toEqual({
      id: expect.any(String),
      category_id: categoryId,
      name: 'Consultation',
      description: 'Check-up',
      price: 45.5,
      duration: 30,
      display_order: 1,
      categoryName: 'General',
      roomId: null,
      species: null,
      bookingMode: 'appointment',
      dailyCap: null,
      version: expect.any(String),
    });
  });

  it('when several fields are wrong, then the first failing check (category, name, price, duration) is answered', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', price: 0, duration: 0 }, SERVICE_CATEGORY_REQUIRED_TEXT],
      [{ categoryId: '', name: 'X', price: 10 }, SERVICE_CATEGORY_REQUIRED_TEXT],
      [{ categoryId, name: '  ', price: 0, duration: 0 }, SERVICE_NAME_REQUIRED_TEXT],
      [{ categoryId, price: 10 }, SERVICE_NAME_REQUIRED_TEXT],
      [{ categoryId, name: 'X', price: 0, duration: 0 }, SERVICE_PRICE_INVALID_TEXT],
      [{ categoryId, name: 'X', price: -5 }, SERVICE_PRICE_INVALID_TEXT],
      [{ categoryId, name: 'X', price: 'abc' }, SERVICE_PRICE_INVALID_TEXT],
      [{ categoryId, name: 'X' }, SERVICE_PRICE_INVALID_TEXT],
      [{ categoryId, name: 'X', price: 10, duration: 0 }, SERVICE_DURATION_INVALID_TEXT],
      [{ categoryId, name: 'X', price: 10, duration: -30 }, SERVICE_DURATION_INVALID_TEXT],
      [{ categoryId, name: 'X', price: 10, duration: 'long' }, SERVICE_DURATION_INVALID_TEXT],
    ];
    for (const [body, text] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(text);
    }
  });

  it('when the duration is left out, then the default of 30 minutes applies', async () => {
    const res = await post({ categoryId, name: 'Nail trim', price: 10 });
    expect(res.status).toBe(201);
    expect(res.body.duration).toBe(30);
  });

  it("when the category is unknown, malformed or another clinic's, then it answers 404 Category not found", async () => {
    const other = (await registerAccount(t.app, 'vet_business')).token;
    const foreign = (
      await api().post('/api/services/categories').set(bearer(other)).send({ name: 'Theirs' })
    ).body.id;
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await post({ categoryId: id, name: 'X', price: 10 });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(CATEGORY_NOT_FOUND_TEXT);
    }
  });

  it('when a service is edited, then the same rules apply and it can move category', async () => {
    const created = await post({ categoryId, name: 'Vaccine', price: 30, duration: 15 });
    const second = (
      await api().post('/api/services/categories').set(bearer(token)).send({ name: 'Vaccination' })
    ).body.id;
    const res = await api().put(`/api/services/${created.body.id}`).set(bearer(token)).send({
      categoryId: second,
      name: 'Rabies vaccine',
      price: 35,
      duration: 20,
      displayOrder: 2,
    });
    expect(res.status).toBe(200);
    expect(serviceSchema.parse(res.body)).toMatchObject({
      category_id: second,
      name: 'Rabies vaccine',
      price: 35,
      categoryName: 'Vaccination',
    });
    const bad = await api()
      .put(`/api/services/${created.body.id}`)
      .set(bearer(token))
      .send({ categoryId, name: 'X', price: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(SERVICE_PRICE_INVALID_TEXT);
    const missing = await api()
      .put('/api/services/00000000-0000-4000-8000-000000000000')
      .set(bearer(token))
      .send({ categoryId, name: 'X', price: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(SERVICE_NOT_FOUND_TEXT);
  });

  it('when a service is deleted, then it leaves the list and a second delete answers 404', async () => {
    const created = await post({ categoryId, name: 'To remove', price: 5 });
    expect((await api().delete(`/api/services/${created.body.id}`).set(bearer(token))).status).toBe(
      204,
    );
    const list = z
      .array(serviceSchema)
      .parse((await api().get('/api/services').set(bearer(token))).body);
    expect(list.map((s) => s.id)).not.toContain(created.body.id);
    const again = await api().delete(`/api/services/${created.body.id}`).set(bearer(token));
    expect(again.status).toBe(404);
  });

  it('when the public list is read, then services come by category then service display order with category name and icon', async () => {
    const clinic = await createClinic(t.app);
    const auth = bearer(clinic.token);
    const later = (
      await api()
        .post('/api/services/categories')
        .set(auth)
        .send({ name: 'Surgery', icon: '⚕️', displayOrder: 5 })
    ).body.id;
    const first = (
      await api()
        .post('/api/services/categories')
        .set(auth)
        .send({ name: 'General', displayOrder: 1 })
    ).body.id;
    await api()
      .post('/api/services')
      .set(auth)
      .send({ categoryId: later, name: 'Spay', price: 200, duration: 90 });
    await api()
      .post('/api/services')
      .set(auth)
      .send({ categoryId: first, name: 'Check-up', price: 40, displayOrder: 2 });
    await api()
      .post('/api/services')
      .set(auth)
      .send({ categoryId: first, name: 'Consultation', price: 45, displayOrder: 1 });
    const res = await api().get(`/api/services/public/${clinic.id}`);
    expect(res.status).toBe(200);
    const list = z.array(publicServiceSchema.strict()).parse(res.body);
    expect(list.map((s) => [s.name, s.category_name, s.category_icon])).toEqual([
      ['Consultation', 'General', '🏥'],
      ['Check-up', 'General', '🏥'],
      ['Spay', 'Surgery', '⚕️'],
    ]);
    expect(list[2]).toMatchObject({ price: 200, duration: 90 });
  });

  it('when the public list of an unknown or unpublished clinic is asked for, then it answers 404 Vet not found', async () => {
    const unpublished = await registerAccount(t.app, 'vet_business');
    const hidden = await t.deps.db.query.clinics.findFirst({
      where: (c, { eq }) => eq(c.accountId, unpublished.user.id ?? ''),
    });
    for (const id of [hidden?.id ?? 'missing', '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await api().get(`/api/services/public/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(CLINIC_NOT_FOUND_TEXT);
    }
  });
});
