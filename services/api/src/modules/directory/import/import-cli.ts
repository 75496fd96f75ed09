import { countryCode } from '@petvet/shared/server';
import {
  openCliDatabase,
  parseArgs,
  progressBar,
  requestRecomputeQuietly,
  userPath,
} from '../cli-support';
import { importDirectoryFile } from './import-directory';

const USAGE = `Usage: npm run directory:import -- FILE [--source NAME] [--country CODE] [--batch N]
  FILE       Overpass JSON, GeoJSON FeatureCollection, or CSV (see FORMAT.md)
  --source   name stored with each practice (default: osm, or csv for CSV files)
  --country  ISO country for rows that name none (e.g. GB)`;

async function main(): Promise<number> {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const file = positional[0];
  if (!file || flags.help) {
    console.error(USAGE);
    return file ? 0 : 2;
  }
  const defaultCountry = flags.country ? countryCode(flags.country) : undefined;
  if (defaultCountry === null) {
    console.error(`Unknown country: ${flags.country}`);
    return 2;
  }
  const handle = await openCliDatabase();
  const bar = progressBar('Importing');
  let started = false;
  try {
    const report = await importDirectoryFile(handle.db, userPath(file), {
      ...(flags.source ? { source: flags.source } : {}),
      ...(defaultCountry ? { defaultCountry } : {}),
      ...(flags.batch ? { batchSize: Math.max(1, Number(flags.batch) || 1000) } : {}),
      onProgress: (done, total) => {
        if (!started) bar.start(total, 0);
        started = true;
        bar.update(done);
      },
    });
    bar.stop();
    console.log(`\n${report.format} file, source "${report.source}"`);
    console.log(`  read:     ${report.read}`);
    console.log(`  inserted: ${report.inserted}`);
    console.log(`  updated:  ${report.updated}`);
    console.log(`  rejected: ${report.rejected.length}`);
    for (const row of report.rejected) {
      console.log(`    row ${row.row}${row.sourceId ? ` (${row.sourceId})` : ''}: ${row.reason}`);
    }
    const asked = await requestRecomputeQuietly('import');
    if (!asked)
      console.log("Redis did not answer: stats refresh at the aggregator's next scheduled run.");
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
