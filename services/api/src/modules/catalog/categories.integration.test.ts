import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATEGORY_NAME_REQUIRED_TEXT,
  CATEGORY_NOT_FOUND_TEXT,
  categorySchema,
  errorBodySchema,
  serviceSchema,
} from '@petvet/shared';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

describe('service categories', () => {
  let t: TestApp;
  let token: string;
  const api = () => request(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAccount(t.app, 'vet_business')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a category is created with only a name, then icon, description and display order take their defaults', async () => {
    const res = await api()
      .post('/api/services/categories')
      .set(bearer(token))
      .send({ name: '  Dental  ' });
    expect(res.status).toBe(201);
    expect(categorySchema.strict().parse(res.body)).toMatchObject({
      name: 'Dental',
      description: '',
      icon: '🏥',
      display_order: 0,
    });
  });

  it('when categories are listed, then they come in display order with snake_case read-back fields', async () => {
    const own = (await registerAccount(t.app, 'vet_business')).token;
    for (const [name, displayOrder] of [
      ['Surgery', 2],
      ['General', 0],
      ['Vaccination', 1],
    ] as const) {
      await api()
        .post('/api/services/categories')
        .set(bearer(own))
        .send({ name, displayOrder, icon: '💉', description: `${name} care` });
    }
    const res = await api().get('/api/services/categories').set(bearer(own));
    expect(res.status).toBe(200);
    const list = z.array(categorySchema).parse(res.body);
    expect(list.map((c) => c.name)).toEqual(['General', 'Vaccination', 'Surgery']);
    expect(list[0]).toMatchObject({ icon: '💉', description: 'General care', display_order: 0 });
  });

  it('when the name is missing or blank, then it answers 400 with the form text', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await api().post('/api/services/categories').set(bearer(token)).send(body);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(CATEGORY_NAME_REQUIRED_TEXT);
    }
  });

  it('when the display order is negative or not a whole number, then it answers 400', async () => {
    for (const displayOrder of [-1, 1.5, 'abc']) {
      const res = await api()
        .post('/api/services/categories')
        .set(bearer(token))
        .send({ name: 'X', displayOrder });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/displayOrder/);
    }
  });

  it('when a category is edited, then every field is replaced under the same rules', async () => {
    const created = await api()
      .post('/api/services/categories')
      .set(bearer(token))
      .send({ name: 'Old' });
    const res = await api()
      .put(`/api/services/categories/${created.body.id}`)
      .set(bearer(token))
      .send({ name: 'New', description: 'Renamed', icon: '🦷', displayOrder: 4 });
    expect(res.status).toBe(200);
    expect(categorySchema.parse(res.body)).toEqual({
      id: created.body.id,
      name: 'New',
      description: 'Renamed',
      icon: '🦷',
      display_order: 4,
      version: expect.any(String),
    });
    const blank = await api()
      .put(`/api/services/categories/${created.body.id}`)
      .set(bearer(token))
      .send({ name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(CATEGORY_NAME_REQUIRED_TEXT);
  });

  it('when an unknown or malformed category id is edited or deleted, then it answers 404 Category not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const put = await api()
        .put(`/api/services/categories/${id}`)
        .set(bearer(token))
        .send({ name: 'X' });
      expect(put.status).toBe(404);
      expect(put.body.error).toBe(CATEGORY_NOT_FOUND_TEXT);
      const del = await api().delete(`/api/services/categories/${id}`).set(bearer(token));
      expect(del.status).toBe(404);
      expect(del.body.error).toBe(CATEGORY_NOT_FOUND_TEXT);
    }
  });

  it('when a category is deleted, then its services are deleted with it', async () => {
    const category = await api()
      .post('/api/services/categories')
      .set(bearer(token))
      .send({ name: 'Grooming' });
    const service = await api()
      .post('/api/services')
      .set(bearer(token))
      .send({ categoryId: category.body.id, name: 'Nail trim', price: 12, duration: 15 });
    expect(service.status).toBe(201);
    const del = await api()
      .delete(`/api/services/categories/${category.body.id}`)
      .set(bearer(token));
    expect(del.status).toBe(204);
    const services = z
      .array(serviceSchema)
      .parse((await api().get('/api/services').set(bearer(token))).body);
    expect(services.map((s) => s.id)).not.toContain(service.body.id);
    const categories = z
      .array(categorySchema)
      .parse((await api().get('/api/services/categories').set(bearer(token))).body);
    expect(categories.map((c) => c.id)).not.toContain(category.body.id);
  });
});
