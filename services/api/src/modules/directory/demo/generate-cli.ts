import { parseArgs, runCli, runDirectoryJob } from '../cli-support';
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

runCli(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const count = positiveInt(flags.count, DEMO_DEFAULT_COUNT);
  const seed = positiveInt(flags.seed, DEMO_DEFAULT_SEED, 0);
  const start = positiveInt(flags.start, 0, 0);
  const batchSize = positiveInt(flags.batch, 2_000);
  const began = Date.now();
  await runDirectoryJob('Generating', 'demo-generate', async (db, bar) => {
    bar.start(count, 0);
    const result = await seedDemoDirectory(db, {
      count,
      seed,
      start,
      batchSize,
      onProgress: (done) => bar.update(done),
    });
    const seconds = (Date.now() - began) / 1000;
    return [
      `\n${result.practices} demo practices (${result.inserted} new, ${result.updated} updated), ` +
        `${result.services} services in ${seconds.toFixed(1)} s`,
    ];
  });
  return 0;
});
