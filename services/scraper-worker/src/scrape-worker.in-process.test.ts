import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  createLogger,
  createOutboxRepository,
  createOutboxRunner,
  createProducerConnection,
  openDatabase,
  schema,
  watchRedisTransport,
  type DatabaseHandle,
  type JobTransport,
  type OutboxRunner,
  type RunningWorker,
} from '@petvet/shared/server';
import { crawlJobRow, insertPracticeToCrawl, storedServices } from './test-support/directory-rows';
import {
  homePage,
  pricePage,
  startFixtureSite,
  type FixtureSite,
} from './test-support/fixture-site';
import { waitFor } from '../../../test-support/wait-for';
import { startWorker } from './worker';

// Nothing listens here: Redis is away for the whole test.
const DEAD_REDIS = 'redis://127.0.0.1:1';
const SITE_HOST = '127.0.0.2';
const outbox = schema.queueOutbox;

describe('crawls on the embedded default without Redis', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let site: FixtureSite;
  let redis: ReturnType<typeof createProducerConnection>;
  let transport: JobTransport;
  let runner: OutboxRunner;
  let worker: RunningWorker;

  beforeAll(async () => {
    // PGlite, as `npm start` runs it: one connection shared by the runner and the crawl.
    dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-crawl-local-'));
    handle = await openDatabase({ dataDir, migrate: true });
    site = await startFixtureSite(
      {
        '/': { body: homePage({ '/prices': 'Our prices' }) },
        '/prices': {
          body: pricePage('Prices', [
            ['Consultation', '£48'],
            ['Booster vaccination', '£62'],
          ]),
        },
      },
      SITE_HOST,
    );
    const logger = createLogger('test', 'silent');
    redis = createProducerConnection(DEAD_REDIS);
    transport = watchRedisTransport(redis, logger);
    await transport.settled();
    runner = createOutboxRunner({ db: handle.db, logger, transport, pollMs: 100 });
    worker = await startWorker({
      db: handle.db,
      redisUrl: DEAD_REDIS,
      queuePrefix: 'in-process-test',
      logger,
      env: { SCRAPER_ALLOW_LOOPBACK_HOSTS: SITE_HOST, SCRAPER_RENDER: 'false' },
      local: { transport, runner },
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await runner?.close();
    transport?.close();
    redis?.disconnect();
    await site?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a crawl is requested while Redis is away, then this process crawls the site and stores its prices', async () => {
    expect(transport.current).toBe('in-process');
    const { practiceId, crawlJobId } = await insertPracticeToCrawl(handle.db, site.url);
    // What the API writes for a crawl request, in the same transaction as the crawl job.
    await createOutboxRepository(handle.db).insertOutboxMessage({
      queue: QUEUES.scrape,
      jobName: JOBS.scrapePractice,
      jobId: crawlJobId,
      payload: { practiceId, crawlJobId },
    });

    const crawl = await waitFor(
      () => crawlJobRow(handle.db, crawlJobId),
      (row) => row.status === 'succeeded' || row.status === 'failed',
      45_000,
    );
    expect(crawl).toMatchObject({ status: 'succeeded', servicesFound: 2 });
    const services = await storedServices(handle.db, practiceId);
    expect(services.map((s) => [s.name, s.priceMin, s.currency])).toEqual([
      ['Consultation', 48, 'GBP'],
      ['Booster vaccination', 62, 'GBP'],
    ]);
    expect(site.pathsHit()).toContain('/prices');

    // The row was run here once and is done: it will never be relayed to BullMQ.
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.jobId, crawlJobId));
    expect(row).toMatchObject({ runs: 1, lastError: null });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    // The crawl asked for fresh statistics through the outbox, since no Redis could take it.
    const statsRequests = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.queue, QUEUES.stats));
    expect(statsRequests.map((r) => [r.jobName, r.dedupKey, r.deliveredAt])).toEqual([
      [JOBS.statsRecompute, 'stats-recompute', null],
    ]);
  }, 60_000);
});
