/**
 * Crawl throughput of the scraper worker, end to end (queue → crawl → PostgreSQL):
 *   npx tsx bench/crawl.bench.ts
 * Starts BENCH_SITES (default 6) fixture clinic sites on 127.0.0.2, 127.0.0.3, ... (all loopback on
 * Linux), each with a home page, robots.txt, a sitemap and BENCH_PAGES (default 4) price pages, then
 * crawls one practice per site with 1 and then 2 scraper workers (concurrency 1 each). The politeness
 * delay (1 s between requests to one host) dominates a crawl, so throughput grows with the number of
 * hosts crawled at once; a last run puts every practice on ONE host, where 2 workers cannot beat 1.
 * Uses its own database petvet_bench_crawl_<time> on the local PostgreSQL (BENCH_PG_URL), dropped after.
 */
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  createLogger,
  createScratchDatabase,
  openDatabase,
  schema,
  type Database,
} from '@petvet/shared/server';
import { loadScraperConfig } from '../services/scraper-worker/src/config';
import { createScrapeWorker } from '../services/scraper-worker/src/scrape-worker';
import {
  homePage,
  pricePage,
  startFixtureSite,
  type FixtureSite,
} from '../services/scraper-worker/src/test-support/fixture-site';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SITES = Number(process.env.BENCH_SITES ?? 6);
const PAGES = Number(process.env.BENCH_PAGES ?? 4);

function clinicRoutes(pages: number) {
  const links: Record<string, string> = {};
  const routes: Parameters<typeof startFixtureSite>[0] = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  };
  for (let i = 1; i <= pages; i++) {
    links[`/fees-${i}`] = `Fees ${i}`;
    routes[`/fees-${i}`] = {
      body: pricePage(`Fees ${i}`, [
        [`Consultation ${i}`, `£${40 + i}`],
        [`Vaccination ${i}`, `£${50 + i}`],
        [`Dental scale ${i}`, `from £${200 + i}`],
      ]),
    };
  }
  routes['/'] = { body: homePage(links) };
  return routes;
}

async function run(
  db: Database,
  label: string,
  sites: FixtureSite[],
  practicesPerSite: number,
  workers: number,
) {
  const prefix = `petvet_bench_crawl:${randomUUID().slice(0, 8)}`;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUES.scrape, { connection: redis, prefix });
  const config = loadScraperConfig({
    // Exactly the fixture sites' addresses, nothing else on loopback.
    SCRAPER_ALLOW_LOOPBACK_HOSTS: sites.map((site) => new URL(site.url).hostname).join(','),
    SCRAPER_CONCURRENCY: '1',
    SCRAPER_RENDER: 'false',
  });
  const ids: number[] = [];
  for (const site of sites) {
    for (let k = 0; k < practicesPerSite; k++) {
      const [row] = await db
        .insert(schema.globalPractices)
        .values({
          source: 'bench',
          sourceId: randomUUID(),
          name: `Bench ${site.host}`,
          website: site.url,
          country: 'GB',
        })
        .returning({ id: schema.globalPractices.id });
      ids.push(row!.id);
    }
  }
  const started = performance.now();
  const running = Array.from({ length: workers }, () =>
    createScrapeWorker({
      db,
      redisUrl: REDIS_URL,
      queuePrefix: prefix,
      logger: createLogger('bench', 'silent'),
      config,
    }),
  );
  const jobs = await queue.addBulk(
    ids.map((practiceId) => ({
      name: JOBS.scrapePractice,
      data: { practiceId },
      opts: { attempts: 1 },
    })),
  );
  for (;;) {
    const states = await Promise.all(jobs.map((j) => j.getState()));
    if (states.every((s) => s === 'completed' || s === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const pages = ids.length * (PAGES + 1);
  console.log(
    `${label.padEnd(34)} ${String(workers)} worker(s): ${ids.length} practices, ${pages} pages in ${seconds.toFixed(1)} s` +
      ` = ${((ids.length * 60) / seconds).toFixed(1)} practices/min, ${(pages / seconds).toFixed(2)} pages/s`,
  );
  await Promise.all(running.map((w) => w.close()));
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
}

async function main() {
  const database = await createScratchDatabase(ADMIN_URL, 'petvet_bench_crawl');
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  const sites: FixtureSite[] = [];
  try {
    for (let i = 0; i < SITES; i++)
      sites.push(await startFixtureSite(clinicRoutes(PAGES), `127.0.0.${i + 2}`));
    console.log(
      `${SITES} fixture sites on 127.0.0.2-${SITES + 1}, each: robots.txt, home, sitemap (404), ${PAGES} price pages\n`,
    );
    await run(handle.db, `${SITES} sites, one practice each`, sites, 1, 1);
    await run(handle.db, `${SITES} sites, one practice each`, sites, 1, 2);
    await run(handle.db, `1 site, 3 practices on it`, sites.slice(0, 1), 3, 1);
    await run(handle.db, `1 site, 3 practices on it`, sites.slice(0, 1), 3, 2);
  } finally {
    for (const site of sites) await site.close();
    await handle.close();
    await database.drop();
  }
}

void main();
