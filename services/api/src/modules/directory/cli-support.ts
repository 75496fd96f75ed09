import path from 'node:path';
import cliProgress from 'cli-progress';
import {
  baseConfigSchema,
  createStatsRequester,
  openDatabase,
  parseConfig,
  type Database,
  type DatabaseHandle,
} from '@petvet/shared/server';

/** npm runs workspace scripts in the workspace folder; paths the user typed are relative to theirs. */
export const userPath = (value: string): string =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

/** The database the API would use (DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openCliDatabase(): Promise<DatabaseHandle> {
  const config = parseConfig(baseConfigSchema, process.env);
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: userPath(config.DATA_DIR),
    migrate: true,
    poolSize: 4,
  });
}

export function progressBar(label: string): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left`,
      hideCursor: true,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
}

/** Tell the stats aggregator the directory changed; a Redis that is away only delays the stats. */
export async function requestRecomputeQuietly(db: Database, reason: string): Promise<boolean> {
  const config = parseConfig(baseConfigSchema, process.env);
  const requester = createStatsRequester({
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    db,
  });
  try {
    // Written to the outbox either way: true when BullMQ took it at once.
    return await requester.request(reason, 1_000);
  } catch {
    return false;
  } finally {
    await requester.close().catch(() => undefined);
  }
}

/** "--count 1000 --seed 7 file.csv" → { count: '1000', seed: '7', _: ['file.csv'] } */
export function parseArgs(argv: string[]): { flags: Record<string, string>; positional: string[] } {
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      if (inline !== undefined) flags[key ?? ''] = inline;
      else if (argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--'))
        flags[key ?? ''] = argv[(i += 1)] ?? '';
      else flags[key ?? ''] = 'true';
    } else positional.push(arg);
  }
  return { flags, positional };
}

/**
 * The body of a directory command: opens the database, runs `work` under a progress bar, prints
 * the summary lines it returns, then asks for fresh statistics. The database is closed in any case.
 */
export async function runDirectoryJob(
  label: string,
  reason: string,
  work: (db: Database, bar: cliProgress.SingleBar) => Promise<string[]>,
): Promise<void> {
  const handle = await openCliDatabase();
  const bar = progressBar(label);
  try {
    const summary = await work(handle.db, bar);
    bar.stop();
    console.log(summary.join('\n'));
    if (!(await requestRecomputeQuietly(handle.db, reason))) {
      console.log(
        'Redis did not answer: the stats refresh waits in the database for the API to hand it on.',
      );
    }
  } finally {
    bar.stop();
    await handle.close();
  }
}

/** Exits with the code `main` returns; an error prints its message alone and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
