import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { createClinic, createService, type TestClinic } from './test-support/clinic-fixtures';

type Method = 'get' | 'post' | 'put' | 'delete';

describe('business endpoints across tenants and roles', () => {
  let t: TestApp;
  let first: TestClinic;
  let secondToken: string;
  let ownerToken: string;
  let slotId: string;
  let categoryId: string;
  let serviceId: string;

  const call = (method: Method, path: string, token?: string, body?: unknown) => {
    const req = request(t.app)[method](path);
    if (token) req.set(bearer(token));
    return body === undefined ? req : req.send(body as object);
  };
  // Slots may only be published from now to a year ahead.
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const slotBody = {
    date: inAMonth,
    startTime: '09:00',
    endTime: '09:30',
    service: 'Consultation',
    duration: 30,
  };
  const endpoints = (): Array<[Method, string, unknown?]> => [
    ['get', '/api/vet-business/profile'],
    ['put', '/api/vet-business/profile', { businessName: 'X' }],
    ['get', '/api/vet-business/stats'],
    ['get', '/api/vet-business/time-slots'],
    ['post', '/api/vet-business/time-slots', slotBody],
    ['post', '/api/vet-business/time-slots/bulk', { slots: [slotBody] }],
    ['delete', `/api/vet-business/time-slots/${slotId}`],
    ['get', '/api/services/categories'],
    ['post', '/api/services/categories', { name: 'X' }],
    ['put', `/api/services/categories/${categoryId}`, { name: 'X' }],
    ['delete', `/api/services/categories/${categoryId}`],
    ['get', '/api/services'],
    ['post', '/api/services', { categoryId, name: 'X', price: 1 }],
    ['put', `/api/services/${serviceId}`, { categoryId, name: 'X', price: 1 }],
    ['delete', `/api/services/${serviceId}`],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    first = await createClinic(t.app, { businessName: 'First Clinic' });
    ({ categoryId, serviceId } = await createService(t.app, first.token));
    slotId = (await call('post', '/api/vet-business/time-slots', first.token, slotBody)).body.id;
    secondToken = (await registerAccount(t.app, 'vet_business')).token;
    ownerToken = (await registerAccount(t.app, 'pet_owner')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('when no token is sent, then every business endpoint answers 401', async () => {
    for (const [method, path, body] of endpoints()) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('when a pet owner calls, then every business endpoint answers 403', async () => {
    for (const [method, path, body] of endpoints()) {
      const res = await call(method, path, ownerToken, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it("when a second business touches the first one's slot, category or service, then it answers 404", async () => {
    const cases: Array<[Method, string, unknown?]> = [
      ['delete', `/api/vet-business/time-slots/${slotId}`],
      ['put', `/api/services/categories/${categoryId}`, { name: 'Taken over' }],
      ['delete', `/api/services/categories/${categoryId}`],
      ['post', '/api/services', { categoryId, name: 'Sneaky', price: 1 }],
      ['put', `/api/services/${serviceId}`, { categoryId, name: 'Sneaky', price: 1 }],
      ['delete', `/api/services/${serviceId}`],
    ];
    for (const [method, path, body] of cases) {
      expect((await call(method, path, secondToken, body)).status, `${method} ${path}`).toBe(404);
    }
    const created = await call('post', '/api/services/categories', secondToken, { name: 'Own' });
    const own = await call('post', '/api/services', secondToken, {
      categoryId: created.body.id,
      name: 'Own',
      price: 1,
    });
    const moved = await call('put', `/api/services/${own.body.id}`, secondToken, {
      categoryId,
      name: 'Own',
      price: 1,
    });
    expect(moved.status).toBe(404);
  });

  it("when a second business reads its lists, then none of the first one's records appear and the first one's are intact", async () => {
    expect((await call('get', '/api/vet-business/time-slots', secondToken)).body).toEqual([]);
    const categories = (await call('get', '/api/services/categories', secondToken)).body as Array<{
      id: string;
    }>;
    expect(categories.map((c) => c.id)).not.toContain(categoryId);
    const services = (await call('get', '/api/services', secondToken)).body as Array<{
      id: string;
    }>;
    expect(services.map((s) => s.id)).not.toContain(serviceId);
    expect((await call('get', '/api/vet-business/profile', secondToken)).status).toBe(404);

    const firstSlots = (await call('get', '/api/vet-business/time-slots', first.token))
      .body as Array<{ id: string }>;
    expect(firstSlots.map((s) => s.id)).toEqual([slotId]);
    const firstServices = (await call('get', '/api/services', first.token)).body as Array<{
      id: string;
      name: string;
    }>;
    expect(firstServices).toEqual([
      expect.objectContaining({ id: serviceId, name: 'Consultation' }),
    ]);
    expect((await call('get', '/api/vet-business/profile', first.token)).body.businessName).toBe(
      'First Clinic',
    );
  });
});
