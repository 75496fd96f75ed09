/// <reference lib="dom" />
/**
 * Time to first result on the clinic search page with 100,000 clinics in the database.
 *
 *   npx tsx bench/search-first-result.ts [clinics=100000] [runs=7]
 *
 * Builds the web app, creates a fresh PostgreSQL database (BENCH_DATABASE_ADMIN_URL, default the
 * local server), fills it with clinics spread over the world (5% around London so the London
 * search has a full page), starts the API serving the build, and opens /search?city=London in
 * Chromium with a cold cache each run. Reports navigation start → first result card visible.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import {
  openDatabase,
  createScratchDatabase,
  CHROMIUM_BASE_ARGS,
  chromiumPath,
} from '@petvet/shared/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clinicCount = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 7);
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function fillClinics(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const london = Math.round(clinicCount * 0.05);
  // One statement per batch keeps memory flat; coordinates are random but reproducible (setseed).
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into clinics (business_name, address, city, postcode, country, phone, services, opening_hours,
       latitude, longitude, time_zone, verified, rating_average, review_count, profile_saved_at)
     select 'Bench Clinic ' || g, g || ' High Street', 'Somewhere', 'ZZ1 1ZZ', 'GB', '+44 20 0000 0000',
       '["General Consultation","Vaccination","Dental Check","Neutering"]'::jsonb, '[]'::jsonb,
       -55 + random() * 125, -180 + random() * 360, 'Europe/London', g % 3 = 0, round((3 + random() * 2)::numeric, 1), (random() * 50)::int, now()
     from generate_series(1, $1) g`,
    [clinicCount - london],
  );
  await client.query(
    `insert into clinics (business_name, address, city, postcode, country, phone, services, opening_hours,
       latitude, longitude, time_zone, verified, rating_average, review_count, profile_saved_at)
     select 'London Bench Clinic ' || g, g || ' Camden Road, London', 'London', 'NW1 9AA', 'GB', '+44 20 0000 0001',
       '["General Consultation","Vaccination","Dental Check","Neutering"]'::jsonb, '[]'::jsonb,
       51.5072 + (random() - 0.5) * 0.6, -0.1276 + (random() - 0.5) * 0.9, 'Europe/London', true, round((3 + random() * 2)::numeric, 1), (random() * 50)::int, now()
     from generate_series(1, $1) g`,
    [london],
  );
  await client.query('analyze clinics');
  const { rows } = await client.query('select count(*)::int as n from clinics');
  console.log(`clinics in the database: ${rows[0].n}`);
  await client.end();
}

async function main(): Promise<void> {
  const database = await createScratchDatabase(adminUrl, 'petvet_bench');
  const databaseUrl = database.url;
  const handle = await openDatabase({ databaseUrl, migrate: true });
  await handle.close();
  await fillClinics(databaseUrl);

  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  const port = await freePort();
  const api = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(root, 'web/dist'),
      QUEUE_PREFIX: database.name,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`${base}/api/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_BASE_ARGS],
    });
    const firstResult: number[] = [];
    const apiTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.route(/tile\.openstreetmap\.org/, (route) =>
        route.fulfill({ status: 204, body: '' }),
      );
      const page = await context.newPage();
      const answered = page.waitForResponse((r) => r.url().includes('/api/vets?'));
      await page.goto(`${base}/search?city=London&radius=10`, { waitUntil: 'commit' });
      await page.locator('article.clinic-card').first().waitFor({ timeout: 60_000 });
      firstResult.push(await page.evaluate(() => performance.now()));
      const response = await answered;
      const timing = response.request().timing();
      apiTimes.push(timing.responseEnd - timing.requestStart);
      const heading = await page.getByRole('heading', { name: /^Found/ }).textContent();
      if (run === 0) console.log(`first run: ${heading}`);
      await context.close();
    }
    await browser.close();
    const report = {
      clinics: clinicCount,
      runs,
      firstResultMs: {
        median: Math.round(percentile(firstResult, 50)),
        p95: Math.round(percentile(firstResult, 95)),
        all: firstResult.map(Math.round),
      },
      vetsApiMs: { median: Math.round(percentile(apiTimes, 50)), all: apiTimes.map(Math.round) },
    };
    console.log(
      `[bench] search page, ${clinicCount} clinics: first result after ${report.firstResultMs.median} ms median (p95 ${report.firstResultMs.p95} ms); GET /api/vets ${report.vetsApiMs.median} ms median`,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/search-first-result.json'),
      JSON.stringify(report, null, 2),
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
