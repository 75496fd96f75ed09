import { countryCode } from '@petvet/shared/server';
import { parseArgs, runCli, runDirectoryJob, userPath } from '../cli-support';
import { importDirectoryFile } from './import-directory';

const USAGE = `Usage: npm run directory:import -- FILE [--source NAME] [--country CODE] [--batch N]
  FILE       Overpass JSON, GeoJSON FeatureCollection, or CSV (see FORMAT.md)
  --source   name stored with each practice (default: osm, or csv for CSV files)
  --country  ISO country for rows that name none (e.g. GB)`;

runCli(async () => {
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
  await runDirectoryJob('Importing', 'import', async (db, bar) => {
    let started = false;
    const report = await importDirectoryFile(db, userPath(file), {
      ...(flags.source ? { source: flags.source } : {}),
      ...(defaultCountry ? { defaultCountry } : {}),
      ...(flags.batch ? { batchSize: Math.max(1, Number(flags.batch) || 1000) } : {}),
      onProgress: (done, total) => {
        if (!started) bar.start(total, 0);
        started = true;
        bar.update(done);
      },
    });
    return [
      `\n${report.format} file, source "${report.source}"`,
      `  read:     ${report.read}`,
      `  inserted: ${report.inserted}`,
      `  updated:  ${report.updated}`,
      `  rejected: ${report.rejected.length}`,
      ...report.rejected.map(
        (row) => `    row ${row.row}${row.sourceId ? ` (${row.sourceId})` : ''}: ${row.reason}`,
      ),
    ];
  });
  return 0;
});
