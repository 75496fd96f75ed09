import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DIRECTORY_CATEGORIES,
  globalCategorySchema,
  globalPracticeDetailResponseSchema,
  globalStatsOverviewSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';
import { eventually } from './test-support/scrape-queue';

describe('directory detail, categories and stats', () => {
  let t: IsolatedApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createIsolatedApp();
    ids = await seedDirectoryFixture(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when a practice is opened, then its services come grouped by category with the crawl fields', async () => {
    const res = await request(t.app).get(`/api/global-practices/${ids.L1}`);
    expect(res.status).toBe(200);
    const body = globalPracticeDetailResponseSchema.parse(res.body);
    expect(body.totalServices).toBe(3);
    expect(Object.keys(body.services)).toEqual(['Consultation', 'Vaccination', 'Dental Care']);
    expect(body.services['Dental Care']).toEqual([
      {
        id: expect.any(Number),
        name: 'Scale and polish',
        species: 'Mixed',
        priceMin: 200,
        priceMax: 300,
        currency: 'GBP',
        confidence: expect.closeTo(0.8, 5),
        priceNotes: 'Includes anaesthetic',
        standardService: null,
        band: 'any',
        inclusions: null,
        sourceUrl: null,
        seenAt: expect.any(String),
        origin: 'crawled',
        confirmedAt: null,
      },
    ]);
    expect(body.practice).toMatchObject({
      id: ids.L1,
      name: 'L1 Vets',
      website: 'https://www.l1-vets.example/',
      verified: true,
      crawlStatus: null,
      crawlPagesFetched: null,
      crawlDurationMs: null,
      crawlError: null,
      lastCrawled: null,
      distance: null,
    });
  });

  it('when a practice has no services, then the groups are empty and the total is 0', async () => {
    const res = await request(t.app).get(`/api/global-practices/${ids.L4}`);
    expect(res.status).toBe(200);
    expect(res.body.services).toEqual({});
    expect(res.body.totalServices).toBe(0);
  });

  it.each(['999999999', 'abc', '1.5', '-1', '99999999999999999999'])(
    'when the id is %s, then it answers 404 Practice not found',
    async (id) => {
      const res = await request(t.app).get(`/api/global-practices/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Practice not found');
    },
  );

  it('when the categories are listed, then every directory category comes with its icon and stored averages', async () => {
    const res = await request(t.app).get('/api/global-practices/categories');
    expect(res.status).toBe(200);
    const categories = res.body.map((c: unknown) => globalCategorySchema.parse(c));
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(
      DIRECTORY_CATEGORIES.map((c) => c.slug),
    );
    expect(categories[0]).toMatchObject({ name: 'Consultation', icon: '🩺', currency: 'USD' });
  });

  it('when no stats were computed yet, then the overview answers zeros', async () => {
    const res = await request(t.app).get('/api/global-practices/stats/overview');
    expect(res.status).toBe(200);
    expect(globalStatsOverviewSchema.parse(res.body)).toEqual({
      totalPractices: 0,
      totalServices: 0,
      totalCountries: 0,
      practicesByCountry: [],
      servicesByCategory: [],
      computedAt: null,
    });
    // ...and asks the stats aggregator for a first computation.
    const connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    const stats = new Queue('stats', { connection, prefix: t.queuePrefix });
    try {
      const jobs = await eventually(
        () => stats.getJobs(['delayed', 'waiting']),
        (list) => list.length > 0,
      );
      expect(jobs.map((job) => job.name)).toEqual(['stats-recompute']);
    } finally {
      await stats.close();
      connection.disconnect();
    }
  });

  it('when the aggregator stored an overview, then the endpoint answers exactly that', async () => {
    const payload = {
      totalPractices: 8,
      totalServices: 13,
      totalCountries: 4,
      practicesByCountry: [{ country: 'GB', countryName: 'United Kingdom', count: 5 }],
      servicesByCategory: [{ category: 'Consultation', count: 6 }],
    };
    await t.handle.db.insert(schema.globalStats).values({ id: 'overview', payload });
    const res = await request(t.app).get('/api/global-practices/stats/overview');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...payload, computedAt: expect.any(String) });
  });
});
