import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapePracticeResponseSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { seedDirectoryFixture } from './test-support/directory-fixture';
import { createIsolatedApp, type IsolatedApp } from './test-support/isolated-app';
import { eventually, scrapeQueue } from './test-support/scrape-queue';

describe('POST /api/global-practices/admin/scrape-practice', () => {
  let t: IsolatedApp;
  let ids: Record<string, number>;
  let look: ReturnType<typeof scrapeQueue>;
  const scrape = (body: object) =>
    request(t.app).post('/api/global-practices/admin/scrape-practice').send(body);

  beforeAll(async () => {
    t = await createIsolatedApp();
    ids = await seedDirectoryFixture(t.handle.db);
    look = scrapeQueue(t.queuePrefix);
  });
  afterAll(async () => {
    await look.close();
    await t.close();
  });

  it("when the website is the practice's own, then 202 with a job id and the job reaches the scrape queue", async () => {
    const res = await scrape({ practiceId: ids.L1, website: 'http://l1-vets.example/prices' });
    expect(res.status).toBe(202);
    const body = scrapePracticeResponseSchema.parse(res.body);
    expect(body).toMatchObject({ status: 'queued', existing: false });
    const job = await eventually(() => look.queue.getJob(body.jobId), Boolean);
    expect(job?.name).toBe('scrape-practice');
    expect(job?.data).toEqual({ practiceId: ids.L1, crawlJobId: body.jobId });
  });

  it('when the practice was asked for within 24 hours, then the first job answers, not a new one', async () => {
    const first = await scrape({ practiceId: ids.L2, website: 'https://www.l2-vets.example/' });
    const second = await scrape({ practiceId: String(ids.L2), website: 'https://l2-vets.example' });
    expect(second.status).toBe(202);
    expect(second.body).toMatchObject({ jobId: first.body.jobId, existing: true });
    // Finished, but still recent: the same answer.
    await t.handle.db.execute(
      sql`update crawl_jobs set status = 'succeeded' where id = ${first.body.jobId}`,
    );
    const third = await scrape({ practiceId: ids.L2, website: 'https://l2-vets.example' });
    expect(third.body).toMatchObject({
      jobId: first.body.jobId,
      status: 'succeeded',
      existing: true,
    });
    // A day later a new crawl may start.
    await t.handle.db.execute(
      sql`update crawl_jobs set requested_at = now() - interval '25 hours' where id = ${first.body.jobId}`,
    );
    const later = await scrape({ practiceId: ids.L2, website: 'https://l2-vets.example' });
    expect(later.body).toMatchObject({ status: 'queued', existing: false });
    expect(later.body.jobId).not.toBe(first.body.jobId);
  });

  it('when the recent crawl was cut short, then it answers partial, as the contract allows', async () => {
    const first = await scrape({ practiceId: ids.N1, website: 'https://n1-vets.example' });
    await t.handle.db.execute(
      sql`update crawl_jobs set status = 'partial', error = 'time budget of 60 s reached after 4 of 12 pages' where id = ${first.body.jobId}`,
    );
    const again = await scrape({ practiceId: ids.N1, website: 'https://n1-vets.example' });
    expect(again.status).toBe(202);
    expect(scrapePracticeResponseSchema.parse(again.body)).toEqual({
      jobId: first.body.jobId,
      status: 'partial',
      existing: true,
    });
  });

  const crawlRow = async (id: string) =>
    (
      await t.handle.db
        .select()
        .from(schema.crawlJobs)
        .where(sql`id = ${id}`)
    )[0]!;

  it('when the last crawl has been running past CRAWL_STUCK_AFTER_MS, then a new request starts a new crawl and the old one is settled as abandoned', async () => {
    const first = scrapePracticeResponseSchema.parse(
      (await scrape({ practiceId: ids.T1, website: 'https://t1-vets.example' })).body,
    );
    // Started 16 minutes ago and silent since: its worker is gone (the default deadline is 15).
    await t.handle.db.execute(
      sql`update crawl_jobs set status = 'running', requested_at = now() - interval '20 minutes',
        started_at = now() - interval '16 minutes' where id = ${first.jobId}`,
    );
    // Five at once: one replaces the lost crawl, the others answer the new one.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        scrape({ practiceId: ids.T1, website: 'https://t1-vets.example' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(202));
    const bodies = answers.map((a) => scrapePracticeResponseSchema.parse(a.body));
    const second = bodies.find((b) => !b.existing)!;
    expect(second).toMatchObject({ status: 'queued', existing: false });
    expect(second.jobId).not.toBe(first.jobId);
    expect(bodies.filter((b) => b.existing).map((b) => b.jobId)).toEqual(
      Array(4).fill(second.jobId),
    );
    expect(await crawlRow(first.jobId)).toMatchObject({ status: 'failed', lost: true });
    expect((await crawlRow(first.jobId)).error).toMatch(/^Crawl abandoned/);
    const job = await eventually(() => look.queue.getJob(second.jobId), Boolean);
    expect(job?.data).toEqual({ practiceId: ids.T1, crawlJobId: second.jobId });
  });

  it('when the last crawl was lost by the workers within 24 hours, then a new request starts a new crawl; a crawl the site failed still answers', async () => {
    const lost = scrapePracticeResponseSchema.parse(
      (await scrape({ practiceId: ids.N1, website: 'https://n1-vets.example' })).body,
    );
    await t.handle.db.execute(
      sql`update crawl_jobs set status = 'failed', lost = true where id = ${lost.jobId}`,
    );
    const again = scrapePracticeResponseSchema.parse(
      (await scrape({ practiceId: ids.N1, website: 'https://n1-vets.example' })).body,
    );
    expect(again).toMatchObject({ status: 'queued', existing: false });
    expect(again.jobId).not.toBe(lost.jobId);
    // The site itself failed the crawl: asking again within the day would only load it again.
    await t.handle.db.execute(
      sql`update crawl_jobs set status = 'failed' where id = ${again.jobId}`,
    );
    const refused = await scrape({ practiceId: ids.N1, website: 'https://n1-vets.example' });
    expect(scrapePracticeResponseSchema.parse(refused.body)).toEqual({
      jobId: again.jobId,
      status: 'failed',
      existing: true,
    });
  });

  it('when many identical requests arrive at once, then they all share one crawl job', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        scrape({ practiceId: ids.L3, website: 'https://l3-vets.example' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((a) => a.body.jobId)).size).toBe(1);
    const rows = await t.handle.db
      .select()
      .from(schema.crawlJobs)
      .where(sql`practice_id = ${ids.L3}`);
    expect(rows).toHaveLength(1);
  });

  it('when the website belongs to someone else, then 400 and nothing is queued', async () => {
    for (const website of [
      'https://evil.example/',
      'https://l1-vets.example.evil.com/',
      'http://169.254.169.254/',
    ]) {
      const res = await scrape({ practiceId: ids.L4, website });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("website must be the practice's own website");
    }
    const rows = await t.handle.db
      .select()
      .from(schema.crawlJobs)
      .where(sql`practice_id = ${ids.L4}`);
    expect(rows).toHaveLength(0);
  });

  it('when the practice does not exist or the body is bad, then 404 or 400', async () => {
    expect((await scrape({ practiceId: 999_999_999, website: 'https://x.example' })).status).toBe(
      404,
    );
    const bad = await scrape({ practiceId: 'abc', website: 'https://x.example' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('practiceId');
    const noSite = await scrape({ practiceId: ids.L5 });
    expect(noSite.status).toBe(400);
    expect(noSite.body.error).toContain('website');
  });

  it('when one address sends more than SCRAPE_RATE_LIMIT requests in an hour, then 429', async () => {
    const limited = await createIsolatedApp({
      databaseUrl: t.databaseUrl,
      env: { SCRAPE_RATE_LIMIT: '2' },
    });
    try {
      const send = () =>
        request(limited.app)
          .post('/api/global-practices/admin/scrape-practice')
          .send({ practiceId: ids.P1, website: 'https://p1-vets.example' });
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(202);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
