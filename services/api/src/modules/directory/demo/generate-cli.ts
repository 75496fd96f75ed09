import { openCliDatabase, parseArgs, progressBar, requestRecomputeQuietly } from '../cli-support';
import { DEMO_DEFAULT_COUNT, DEMO_DEFAULT_SEED, seedDemoDirectory } from './demo-directory';

const USAGE = `Usage: npm run directory:generate -- [--count N] [--seed S] [--start I] [--batch B]
  Generates the demo directory (source "demo"): N practices, deterministic for a seed.
  Runs again update the same practices (demo-0 ... demo-N-1) instead of adding new ones.`;

const positiveInt = (value: string | undefined, fallback: number, min = 1): number => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`not a whole number ≥ ${min}: ${value}`);
  return number;
};

async function main(): Promise<number> {
  const { flags } = parseArgs(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const count = positiveInt(flags.count, DEMO_DEFAULT_COUNT);
  const seed = positiveInt(flags.seed, DEMO_DEFAULT_SEED, 0);
  const start = positiveInt(flags.start, 0, 0);
  const batchSize = positiveInt(flags.batch, 2_000);
  const handle = await openCliDatabase();
  const bar = progressBar('Generating');
  const began = Date.now();
  try {
    bar.start(count, 0);
    const result = await seedDemoDirectory(handle.db, {
      count,
      seed,
      start,
      batchSize,
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    const seconds = (Date.now() - began) / 1000;
    console.log(
      `\n${result.practices} demo practices (${result.inserted} new, ${result.updated} updated), ` +
        `${result.services} services in ${seconds.toFixed(1)} s`,
    );
    if (!(await requestRecomputeQuietly('demo-generate'))) {
      console.log("Redis did not answer: stats refresh at the aggregator's next scheduled run.");
    }
    return 0;
  } finally {
    bar.stop();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
