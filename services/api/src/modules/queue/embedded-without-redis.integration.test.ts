import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  globalCategorySchema,
  globalPracticeSearchResponseSchema,
  globalStatsOverviewSchema,
  petSchema,
  publicTimeSlotSchema,
  todayIn,
  clinicSearchResponseSchema,
} from '@petvet/shared';
import { readinessSchema } from '../docs/health.openapi';
import { waitFor } from '../../../../../test-support/wait-for';
import { spawnEmbedded, type EmbeddedProcess } from './test-support/embedded-process';

// A port where nothing listens: the machine has no Redis at all.
const DEAD_REDIS = 'redis://127.0.0.1:1';
const WITHIN_MS = 30_000;

describe('npm start on a fresh machine without Redis', () => {
  let app: EmbeddedProcess;

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    app = await spawnEmbedded({ redisUrl: DEAD_REDIS });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('when Redis never answers, then search, sign-up, booking, the directory and its statistics all work within 30 s of serving', async () => {
    const search = await call('/api/vets?city=London&radius=25');
    expect(search.status).toBe(200);
    const vets = clinicSearchResponseSchema.parse(search.body).vets;
    expect(vets.length).toBeGreaterThan(0);

    const registered = await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        email: `fresh-${Date.now()}@petvet.test`,
        password: 'fresh-machine-1',
        firstName: 'Fresh',
        lastName: 'Owner',
        userType: 'pet_owner',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = authResponseSchema.parse(registered.body);
    const auth = { authorization: `Bearer ${token}` };

    const pet = await call('/api/users/pets', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Pip', species: 'Dog' }),
    });
    expect(pet.status).toBe(201);
    const petId = petSchema.parse(pet.body).id;
    const vet = vets[0]!;
    const slot = await firstFreeSlot(vet.id, vet.timeZone);
    const booked = await call('/api/appointments', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        vetId: vet.id,
        petId,
        timeSlotId: slot.id,
        appointmentDate: slot.date,
        appointmentTime: slot.startTime,
      }),
    });
    expect(booked.status).toBe(201);

    const practices = await call('/api/global-practices/search?country=GB');
    expect(practices.status).toBe(200);
    expect(
      globalPracticeSearchResponseSchema.parse(practices.body).practices.length,
    ).toBeGreaterThan(0);

    // Computed by the statistics job, run in this process since no Redis takes it.
    const overview = await waitFor(
      async () =>
        globalStatsOverviewSchema.parse((await call('/api/global-practices/stats/overview')).body),
      (stats) => stats.computedAt !== null && stats.totalPractices > 0,
      WITHIN_MS,
    );
    expect(overview.computedAt).not.toBeNull();
    expect(overview.totalServices).toBeGreaterThan(0);
    const categories = globalCategorySchema
      .array()
      .parse((await call('/api/global-practices/categories')).body);
    expect(categories.some((category) => category.serviceCount > 0)).toBe(true);

    // From the serving line, not the spawn: migrating a fresh PGlite takes 10-30 s depending on
    // how busy the machine is, and is the same with or without Redis.
    expect(performance.now() - app.servingAt).toBeLessThan(WITHIN_MS);
  }, 60_000);

  it('when Redis is away, then /api/readyz answers at once and names the in-process transport', async () => {
    const timings: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const res = await call('/api/readyz');
      timings.push(performance.now() - started);
      expect(res.status).toBe(200);
      expect(readinessSchema.parse(res.body)).toEqual({
        status: 'ready',
        checks: { database: 'up', redis: 'down' },
        jobs: { transport: 'in-process' },
        requestId: expect.any(String),
      });
    }
    // A ping of a dead Redis used to cost a second per call; the state responds in milliseconds.
    const median = [...timings].sort((a, b) => a - b)[2]!;
    expect(median).toBeLessThan(100);
  });

  async function firstFreeSlot(vetId: string, timeZone: string) {
    const today = new Date(`${todayIn(timeZone, new Date())}T12:00:00Z`);
    for (let day = 1; day <= 14; day += 1) {
      const date = new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10);
      const res = await call(`/api/vet-business/time-slots/available/${vetId}?date=${date}`);
      const slots = publicTimeSlotSchema.array().parse(res.body);
      if (slots[0]) return slots[0];
    }
    throw new Error(`no free slot in two weeks at ${vetId}`);
  }
});
