/**
 * The Lighthouse table: mobile emulation with simulated throttling on the product's main pages.
 *
 *   npm run lighthouse                       # builds and starts the product on port 3571, scores, stops it
 *   npm run lighthouse -- --url http://host:port   # scores a product already running there
 *   npm run lighthouse -- --runs 3           # median of three runs per page (by performance score)
 *   npm run lighthouse -- --only vet --reports /tmp/lh   # one page, full reports kept
 *   npm run lighthouse -- --lang de          # as a browser asking for German (Accept-Language)
 *
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium). Results: bench/results/lighthouse.json.
 * Under the table: the browser's version and Lighthouse's CPU benchmark index, without which two
 * days' figures cannot be compared.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Options {
  url: string | null;
  runs: number;
  port: number;
  only: string | null;
  /** Keep every full report here (for the audits' details). */
  reports: string | null;
  /** The language the browser asks for (Accept-Language); the server's default otherwise. */
  lang: string | null;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    url: null,
    runs: 1,
    port: 3571,
    only: null,
    reports: null,
    lang: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--url' && value) options.url = value.replace(/\/$/, '');
    else if (argv[i] === '--runs' && value) options.runs = Math.max(1, Number(value));
    else if (argv[i] === '--port' && value) options.port = Number(value);
    else if (argv[i] === '--only' && value) options.only = value;
    else if (argv[i] === '--reports' && value) options.reports = path.resolve(value);
    else if (argv[i] === '--lang' && value) options.lang = value;
    else continue;
    i++;
  }
  return options;
}

interface PageScore {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript bytes over the wire (as sent, compressed when the server compresses). */
  scriptKb: number;
  failing: string[];
  loadAverage: number;
  /** Lighthouse's CPU benchmark index for this run. */
  benchmarkIndex: number;
}

async function waitForServer(base: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error('the product stopped before it answered');
    try {
      const res = await fetch(`${base}/api/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not answer within 3 minutes`);
}

function startProduct(port: number): { app: ChildProcess; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-lighthouse-'));
  const app = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { app, dataDir };
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The pages scored: a clinic and a practice from the demo data, found through the API. */
async function pages(base: string): Promise<Array<[string, string]>> {
  const clinics = await json<{ vets: Array<{ id: string }> }>(`${base}/api/vets?city=London`);
  const practices = await json<{ practices: Array<{ id: number }> }>(
    `${base}/api/global-practices/search?city=London&limit=1`,
  );
  const clinicId = clinics.vets[0]?.id;
  const practiceId = practices.practices[0]?.id;
  if (!clinicId || !practiceId) throw new Error('no demo clinic or practice to score');
  return [
    ['/', '/'],
    ['/search', '/search'],
    ['/vet/{id}', `/vet/${clinicId}`],
    ['/global-vet-search?city=London', '/global-vet-search?city=London'],
    [
      '/find?where=NW1 7AA&service=vaccination-booster&pet=cat',
      '/find?where=NW1+7AA&service=vaccination-booster&pet=cat',
    ],
    ['/global-practices/{id}', `/global-practices/${practiceId}`],
    ['/login', '/login'],
  ];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
    }
  >;
  /** How fast the CPU measured: two days' figures compare only when this and the browser do. */
  environment?: { benchmarkIndex?: number };
}

function runLighthouse(
  url: string,
  outFile: string,
  lang: string | null,
): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        ...(lang ? [`--extra-headers=${JSON.stringify({ 'Accept-Language': lang })}`] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} on ${url}`));
      resolve(JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseReport);
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${(error as Error).message}; trying again`);
    }
  }
}

function score(page: string, url: string, report: LighthouseReport): PageScore {
  const category = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const failing = Object.entries(report.audits)
    .filter(([, audit]) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map(([id]) => id);
  return {
    page,
    url,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptKb: Number(
      (scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    failing,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
  };
}

function median(runs: PageScore[]): PageScore {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The browser's own version (its user agent gives only the major one). */
function browserVersion(): string {
  try {
    return execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `${chromePath} (version unknown)`;
  }
}

function printTable(rows: PageScore[]): void {
  const head =
    '| page | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | CLS | JS kB sent | load |';
  console.log(head);
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.fcpMs / 1000).toFixed(1)} | ${(r.lcpMs / 1000).toFixed(1)} | ${r.tbtMs} | ${r.cls} | ${r.scriptKb} | ${r.loadAverage} |`,
    );
  }
  const indexes = rows.map((r) => r.benchmarkIndex).filter(Number.isFinite);
  const index = indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : 'unknown';
  console.log(`${browserVersion()}; CPU benchmark index ${index}`);
  for (const r of rows) {
    if (r.failing.length) console.log(`${r.page} failing audits: ${r.failing.join(', ')}`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  let started: { app: ChildProcess; dataDir: string } | null = null;
  let base = options.url;
  if (!base) {
    base = `http://localhost:${options.port}`;
    started = startProduct(options.port);
    await waitForServer(base, started.app);
  }
  const workDir = options.reports ?? mkdtempSync(path.join(tmpdir(), 'petvet-lighthouse-reports-'));
  mkdirSync(workDir, { recursive: true });
  try {
    const rows: PageScore[] = [];
    for (const [page, pathname] of await pages(base)) {
      if (options.only && !page.includes(options.only)) continue;
      const runs: PageScore[] = [];
      for (let run = 0; run < options.runs; run++) {
        const outFile = path.join(workDir, `report-${rows.length}-${run}.json`);
        runs.push(
          score(
            page,
            base + pathname,
            await withRetries(() => runLighthouse(base + pathname, outFile, options.lang)),
          ),
        );
      }
      rows.push(median(runs));
      console.error(`scored ${page}`);
    }
    printTable(rows);
    const resultsDir = path.join(root, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'lighthouse.json'),
      JSON.stringify(
        { at: new Date().toISOString(), base, lang: options.lang, runs: options.runs, rows },
        null,
        2,
      ),
    );
  } finally {
    if (!options.reports) rmSync(workDir, { recursive: true, force: true });
    if (started) {
      // npm start runs in its own process group: stop the whole group, then its data.
      if (started.app.pid) process.kill(-started.app.pid, 'SIGTERM');
      await new Promise((resolve) => started!.app.once('exit', resolve));
      rmSync(started.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
