import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PRICE_INVALID_TEXT, serviceSchema } from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';

describe('service prices smaller than a cent', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  const body = (price: unknown) => ({ categoryId, name: 'Nail trim', price, duration: 15 });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerAccount(t.app, 'vet_business')).token;
    const category = await request(t.app)
      .post('/api/services/categories')
      .set(bearer(token))
      .send({ name: 'Care' });
    categoryId = category.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([0.001, 0.0049, '0.004', 5e-324, '1e-400'])(
    'when a price of %s (nothing once rounded to cents) is sent, then creating answers 400 with the price text',
    async (price) => {
      const res = await request(t.app).post('/api/services').set(bearer(token)).send(body(price));
      expectError(res, 400, SERVICE_PRICE_INVALID_TEXT);
    },
  );

  it('when an existing service is given a price below half a cent, then saving answers 400 with the price text', async () => {
    const created = await request(t.app).post('/api/services').set(bearer(token)).send(body(12));
    expect(created.status).toBe(201);
    const res = await request(t.app)
      .put(`/api/services/${created.body.id}`)
      .set(bearer(token))
      .send(body(0.004));
    expectError(res, 400, SERVICE_PRICE_INVALID_TEXT);
  });

  it('when a price of half a cent or more is sent, then it is stored rounded to cents', async () => {
    const res = await request(t.app).post('/api/services').set(bearer(token)).send(body(0.005));
    expect(res.status).toBe(201);
    expect(serviceSchema.parse(res.body).price).toBe(0.01);
  });
});
