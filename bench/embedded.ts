/**
 * The embedded default, as `npm ci && npm start` gives it on a fresh machine: `scripts/start.mjs`
 * without DATABASE_URL (one process on PGlite in its own fresh DATA_DIR), no Redis reachable (jobs
 * run in-process), the demo data the product seeds itself. Its read scenarios are measured beside
 * their bare twins as in the production part.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareScenarios } from './compare';
import {
  ROOT,
  startBare,
  startProduct,
  type BareServer,
  type Row,
  type RunningProduct,
} from './harness';
import { embeddedData } from './scenario-data';
import { readScenarios } from './scenarios';
import { judge } from './targets';

const API_PORT = Number(process.env.BENCH_PORT ?? 3581) + 70;
const BARE_PORT = API_PORT + 1;
export const EMBEDDED_PREFIX = 'embedded: ';

export interface EmbeddedResult {
  /** From spawning `npm start`'s supervisor to the first ready answer (seeding included). */
  startSeconds: number;
  practices: number;
  clinics: number;
  rows: Row[];
}

/** `npm start` builds the web app first; the bench does only when no build is there. */
function ensureWebBuild(): void {
  if (existsSync(path.join(ROOT, 'web/dist/index.html'))) return;
  console.log('[embedded] building the web app (npm run build -w @petvet/web)');
  const built = spawnSync('npm', ['run', 'build', '-w', '@petvet/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`the web build exited with ${built.status}`);
}

/** The statistics are recomputed in-process right after the seed; wait for them. */
async function statsReady(url: string): Promise<void> {
  const began = Date.now();
  for (;;) {
    const answer = await fetch(`${url}/api/global-practices/stats/overview`);
    const body = (await answer.json()) as { totalPractices?: number };
    if (answer.ok && (body.totalPractices ?? 0) > 0) return;
    if (Date.now() - began > 60_000) throw new Error('no directory statistics after 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function runEmbedded(options: {
  seconds: number;
  connections: number;
  only?: string;
  logFile: string;
}): Promise<EmbeddedResult> {
  ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-bench-embedded-'));
  let api: RunningProduct | undefined;
  let bare: BareServer | undefined;
  try {
    const began = performance.now();
    api = await startProduct(
      API_PORT,
      {
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        REDIS_URL: 'redis://127.0.0.1:1',
        NODE_ENV: 'production',
        JWT_SECRET: undefined,
        SEED_ON_START: undefined,
        QUEUE_PREFIX: undefined,
      },
      options.logFile,
      [path.join(ROOT, 'scripts/start.mjs')],
    );
    const startSeconds = Math.round((performance.now() - began) / 100) / 10;
    await statsReady(api.url);
    const data = await embeddedData(api.url);
    console.log(
      `\n[embedded] ready in ${startSeconds} s (PGlite in ${dataDir}, no Redis): ${data.clinicIds.length} clinics, ${data.practices.count} directory practices`,
    );
    const scenarios = readScenarios(data, options.connections).filter(
      (s) => !options.only || s.name.includes(options.only),
    );
    bare = await startBare(BARE_PORT);
    const rows = await compareScenarios(scenarios, {
      api,
      bare,
      seconds: options.seconds,
      prefix: EMBEDDED_PREFIX,
    });
    judge(rows, 'embedded', { prefix: EMBEDDED_PREFIX });
    return { startSeconds, practices: data.practices.count, clinics: data.clinicIds.length, rows };
  } finally {
    bare?.stop();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
