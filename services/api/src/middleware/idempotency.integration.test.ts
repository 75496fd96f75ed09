import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_REUSED_TEXT,
  categorySchema,
  errorBodySchema,
  petListSchema,
  petSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { expectError } from '../test-support/expect-error';
import {
  bearer,
  createPet,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../test-support/test-app';

const { idempotencyKeys } = schema;

describe('Idempotency-Key on creating requests', () => {
  let t: TestApp;
  let owner: TestAccount;
  let business: TestAccount;
  let petId: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAccount(t.app, 'pet_owner');
    business = await registerAccount(t.app, 'vet_business');
    petId = await createPet(t.app, owner.token);
    const category = await request(t.app)
      .post('/api/services/categories')
      .set(bearer(business.token))
      .send({ name: 'General' });
    categoryId = categorySchema.parse(category.body).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, token: string, key: string, body: Record<string, unknown>) =>
    request(t.app).post(path).set(bearer(token)).set('Idempotency-Key', key).send(body);
  const postPetWithKey = (key: string, body: Record<string, unknown>, token = owner.token) =>
    post('/api/users/pets', token, key, body);
  const petsOf = async (token: string) =>
    petListSchema.parse((await request(t.app).get('/api/users/pets').set(bearer(token))).body);
  const ageKey = (key: string, hours: number) =>
    t.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(idempotencyKeys.key, key));

  it('when a pet is sent twice with one key, then one pet exists and both answers are the same 201', async () => {
    const account = await registerAccount(t.app, 'pet_owner');
    const body = { name: 'Bella', species: 'Cat' };
    const first = await postPetWithKey('pet-1', body, account.token);
    const again = await postPetWithKey('pet-1', { species: 'Cat', name: 'Bella' }, account.token);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(petSchema.parse(again.body)).toEqual(petSchema.parse(first.body));
    expect(await petsOf(account.token)).toHaveLength(1);
  });

  it('when the key comes back with another body or on another route, then 422 IDEMPOTENCY_KEY_REUSED', async () => {
    expect((await postPetWithKey('reuse-1', { name: 'Milo', species: 'Cat' })).status).toBe(201);
    const otherBody = await postPetWithKey('reuse-1', { name: 'Otis', species: 'Cat' });
    expectError(otherBody, 422, IDEMPOTENCY_KEY_REUSED_TEXT);
    expect(errorBodySchema.parse(otherBody.body).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherRoute = await post(`/api/users/pets/${petId}/vaccinations`, owner.token, 'reuse-1', {
      vaccineName: 'Rabies',
      dateGiven: '2024-05-01',
    });
    expectError(otherRoute, 422, IDEMPOTENCY_KEY_REUSED_TEXT);
    expect((await petsOf(owner.token)).map((p) => p.name)).not.toContain('Otis');
  });

  it('when a request with a key is refused, then the key is free for the corrected request', async () => {
    const refused = await postPetWithKey('fixed-1', { species: 'Dog' });
    expect(refused.status).toBe(400);
    const fixed = await postPetWithKey('fixed-1', { name: 'Fido', species: 'Dog' });
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('when a keyed body nests a hundred thousand levels deep, then its fingerprint is taken without a 5xx and the retry is answered', async () => {
    const depth = 100_000;
    const deep = `{"name":"Deep","species":"Dog","extra":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const send = () =>
      request(t.app)
        .post('/api/users/pets')
        .set(bearer(owner.token))
        .set('Idempotency-Key', 'deep-1')
        .set('content-type', 'application/json')
        .send(deep);
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('when a key is older than 24 hours, then it starts a new request and expired keys are swept', async () => {
    const account = await registerAccount(t.app, 'pet_owner');
    const body = { name: 'Luna', species: 'Dog' };
    expect((await postPetWithKey('old-1', body, account.token)).status).toBe(201);
    expect((await postPetWithKey('old-2', body, account.token)).status).toBe(201);
    await ageKey('old-1', 25);
    await ageKey('old-2', 25);
    const afresh = await postPetWithKey('old-1', body, account.token);
    expect(afresh.status).toBe(201);
    expect(afresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await petsOf(account.token)).toHaveLength(3);
    const userId = String(account.user.id);
    const left = await t.deps.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId)));
    expect(left.map((row) => row.key)).toEqual(['old-1']);
  });

  it('when a key is 23 hours old, then it still answers the first result', async () => {
    const body = { name: 'Daisy', species: 'Rabbit' };
    const first = await postPetWithKey('young-1', body);
    await ageKey('young-1', 23);
    const again = await postPetWithKey('young-1', body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  const creatingRoutes = () => [
    {
      path: `/api/users/pets/${petId}/medical-history`,
      token: owner.token,
      body: { date: '2025-01-10', title: 'Annual check' },
    },
    {
      path: `/api/users/pets/${petId}/vaccinations`,
      token: owner.token,
      body: { vaccineName: 'DHPP', dateGiven: '2024-05-01' },
    },
    { path: '/api/services/categories', token: business.token, body: { name: 'Dental' } },
    {
      path: '/api/services',
      token: business.token,
      body: { categoryId, name: 'Scale', price: 90 },
    },
    {
      path: '/api/vet-business/time-slots',
      token: business.token,
      body: {
        date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), // slots: now to a year ahead
        startTime: '10:00',
        endTime: '10:30',
        service: 'Consultation',
        duration: 30,
      },
    },
    {
      path: '/api/vet-business/time-slots/bulk',
      token: business.token,
      body: {
        slots: [
          {
            date: new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10), // slots: now to a year ahead
            startTime: '10:00',
            endTime: '10:30',
            service: 'Consultation',
            duration: 30,
          },
        ],
      },
    },
  ];

  it('when any other creating route gets its request again with the key, then it answers the first 201 once more', async () => {
    for (const [index, route] of creatingRoutes().entries()) {
      const key = `route-${index}`;
      const first = await post(route.path, route.token, key, route.body);
      expect(first.status, route.path).toBe(201);
      const again = await post(route.path, route.token, key, route.body);
      expect(again.status, route.path).toBe(201);
      expect(again.headers['idempotent-replayed'], route.path).toBe('true');
      expect(z.unknown().parse(again.body), route.path).toEqual(first.body);
    }
  });

  it('when the API description is read, then every POST that creates (201) documents the header and the refusals', async () => {
    const doc = z
      .object({
        paths: z.record(
          z.string(),
          z.record(
            z.string(),
            z.object({
              parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
              responses: z.record(z.string(), z.unknown()),
            }),
          ),
        ),
      })
      .parse((await request(t.app).get('/api/openapi.json')).body);
    const creating = Object.entries(doc.paths).flatMap(([path, methods]) =>
      // Signing up and joining answer with a new session and take no key: a repeat is refused
      // as an email already registered or an invitation already used.
      methods.post?.responses['201'] &&
      path !== '/api/auth/register' &&
      path !== '/api/auth/invitations/accept'
        ? [[path, methods.post] as const]
        : [],
    );
    expect(creating.map(([path]) => path).sort()).toEqual([
      '/api/appointments',
      '/api/drop-offs',
      '/api/global-practices/{id}/claims',
      '/api/global-practices/{id}/price-review',
      '/api/reviews',
      '/api/services',
      '/api/services/categories',
      '/api/users/pets',
      '/api/users/pets/{id}/medical-history',
      '/api/users/pets/{id}/vaccinations',
      '/api/users/pets/{id}/weights',
      '/api/vet-business/appointments',
      '/api/vet-business/appointments/new-client',
      '/api/vet-business/clinicians',
      '/api/vet-business/closures',
      '/api/vet-business/patients/{petId}/medical-history',
      '/api/vet-business/patients/{petId}/vaccinations',
      '/api/vet-business/patients/{petId}/weights',
      '/api/vet-business/rooms',
      '/api/vet-business/staff/invitations',
      '/api/vet-business/time-slots',
      '/api/vet-business/time-slots/bulk',
      '/api/waitlist',
    ]);
    for (const [path, post] of creating) {
      expect(post.parameters, path).toContainEqual({ name: 'Idempotency-Key', in: 'header' });
      expect(Object.keys(post.responses), path).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});
