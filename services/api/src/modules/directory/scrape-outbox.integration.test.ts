import request from 'supertest';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@petvet/shared/server';
import { relayOutboxOnce, startOutboxRelay } from '../queue/outbox-relay';
import { FIXTURE, seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';
import { allJobs, eventually, scrapeQueue } from './test-support/scrape-queue';

const outbox = schema.queueOutbox;

describe('scrape requests while Redis is down', () => {
  let down: IsolatedApp;
  let ids: Record<string, number>;
  const jobIds: string[] = [];

  beforeAll(async () => {
    // The API's queue points at a port where no Redis listens.
    down = await createIsolatedApp({ redisUrl: 'redis://127.0.0.1:1' });
    ids = await seedDirectoryFixture(down.handle.db);
  });
  afterAll(async () => {
    await down.close();
  });

  it('when Redis is down, then every request still answers 202 and is kept in the database', async () => {
    for (const practice of FIXTURE) {
      const res = await request(down.app)
        .post('/api/global-practices/admin/scrape-practice')
        .send({
          practiceId: ids[practice.key],
          website: `https://${practice.key.toLowerCase()}-vets.example`,
        });
      expect(res.status).toBe(202);
      jobIds.push(res.body.jobId);
    }
    expect(new Set(jobIds).size).toBe(FIXTURE.length);
    // The immediate delivery attempts fail and are recorded; the rows stay undelivered.
    const rows = await eventually(
      () => down.handle.db.select().from(outbox),
      (list) => list.length === FIXTURE.length && list.every((row) => row.attempts >= 1),
    );
    expect(rows.every((row) => row.deliveredAt === null && row.lastError)).toBe(true);
    expect(rows.map((row) => row.jobId).sort()).toEqual([...jobIds].sort());
  });

  it('when Redis answers again, then two relays deliver every request exactly once', async () => {
    const prefix = `${down.queuePrefix}_live`;
    const a = await createIsolatedApp({ databaseUrl: down.databaseUrl, queuePrefix: prefix });
    const b = await createIsolatedApp({ databaseUrl: down.databaseUrl, queuePrefix: prefix });
    const look = scrapeQueue(prefix);
    try {
      // Two API instances relay side by side, in small batches, until nothing is left.
      let delivered = 0;
      const relayUntilEmpty = async (app: IsolatedApp) => {
        for (let pass = 0; pass < 200; pass += 1) {
          const result = await relayOutboxOnce(app.deps, { batchSize: 2 });
          delivered += result.delivered;
          const [left] = await app.handle.db
            .select({ n: sql<number>`count(*)::int` })
            .from(outbox)
            .where(isNull(outbox.deliveredAt));
          if (left?.n === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await Promise.all([relayUntilEmpty(a), relayUntilEmpty(b)]);
      expect(delivered).toBe(FIXTURE.length);

      const jobs = await allJobs(look.queue);
      expect(jobs.map((job) => job.id).sort()).toEqual([...jobIds].sort());
      expect(
        jobs.every((job) => job.name === 'scrape-practice' && job.data.crawlJobId === job.id),
      ).toBe(true);

      // The background relay finds nothing more to do, and a redelivery would not double a job.
      const stop = startOutboxRelay(a.deps, { intervalMs: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await stop();
      await a.deps.jobs.enqueue('scrape', 'scrape-practice', jobIds[0] as string, {
        practiceId: 1,
      });
      expect(await allJobs(look.queue)).toHaveLength(FIXTURE.length);
    } finally {
      await look.close();
      await b.close();
      await a.close();
    }
  });

  it('when the relay runs in the background, then a request made while Redis was down is delivered by itself', async () => {
    const prefix = `${down.queuePrefix}_bg`;
    const live = await createIsolatedApp({ databaseUrl: down.databaseUrl, queuePrefix: prefix });
    const look = scrapeQueue(prefix);
    await down.handle.db.execute(sql`delete from crawl_jobs`);
    const res = await request(down.app)
      .post('/api/global-practices/admin/scrape-practice')
      .send({ practiceId: ids.T1, website: 'https://t1-vets.example' });
    expect(res.status).toBe(202);
    const stop = startOutboxRelay(live.deps, { intervalMs: 100 });
    try {
      const job = await eventually(() => look.queue.getJob(res.body.jobId), Boolean, 15_000);
      expect(job?.data).toEqual({ practiceId: ids.T1, crawlJobId: res.body.jobId });
    } finally {
      await stop();
      await look.close();
      await live.close();
    }
  });
});
