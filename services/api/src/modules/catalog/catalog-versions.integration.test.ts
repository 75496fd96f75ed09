import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categorySchema, errorBodySchema, etagOf, serviceSchema } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';

// Setup: a practice manager and a receptionist edit the same price list from their own reads.
describe('services and categories versions (If-Match)', () => {
  let t: TestApp;
  let clinic: TestClinic;

  beforeAll(async () => {
    t = await createTestApp();
    clinic = await createClinic(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const listServices = async () =>
    z
      .array(serviceSchema)
      .parse((await request(t.app).get('/api/services').set(bearer(clinic.token))).body);
  const putService = (id: string, body: object, version: string) =>
    request(t.app)
      .put(`/api/services/${id}`)
      .set(bearer(clinic.token))
      .set('If-Match', etagOf(version))
      .send(body);

  it('when a service is saved from an older read, then 412 and the newer price stays', async () => {
    const { categoryId, serviceId } = await createService(t.app, clinic.token, { name: 'Dental' });
    const read = (await listServices()).find((s) => s.id === serviceId);
    const version = String(read?.version);
    const body = { categoryId, name: 'Dental', duration: 30 };
    const first = await putService(serviceId, { ...body, price: 60 }, version);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe(etagOf(String(serviceSchema.parse(first.body).version)));
    const stale = await putService(serviceId, { ...body, price: 55 }, version);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect((await listServices()).find((s) => s.id === serviceId)?.price).toBe(60);
  });

  it('when a category is deleted from an older read, then 412 and it stays; from the current read it goes', async () => {
    const { categoryId } = await createService(t.app, clinic.token, { name: 'Grooming' });
    const categories = async () =>
      z
        .array(categorySchema)
        .parse(
          (await request(t.app).get('/api/services/categories').set(bearer(clinic.token))).body,
        );
    const old = String((await categories()).find((c) => c.id === categoryId)?.version);
    const renamed = await request(t.app)
      .put(`/api/services/categories/${categoryId}`)
      .set(bearer(clinic.token))
      .set('If-Match', etagOf(old))
      .send({ name: 'Grooming and nails' });
    expect(renamed.status).toBe(200);
    const del = (version: string) =>
      request(t.app)
        .delete(`/api/services/categories/${categoryId}`)
        .set(bearer(clinic.token))
        .set('If-Match', etagOf(version));
    expect((await del(old)).status).toBe(412);
    expect((await del(String(categorySchema.parse(renamed.body).version))).status).toBe(204);
  });
});
