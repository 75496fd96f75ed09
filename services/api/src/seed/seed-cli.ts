import cliProgress from 'cli-progress';
import { ConfigError, baseConfigSchema, openDatabase, parseConfig } from '@petvet/shared/server';
import { seedDemoData } from './seed';
import { DEMO_BUSINESS, DEMO_OWNER } from './seed-accounts';

/** `npm run seed`: adds the demo data to the configured database (PGlite in DATA_DIR by default). */
async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(baseConfigSchema, process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: true,
  });
  const bar = new cliProgress.SingleBar(
    { format: 'Seeding [{bar}] {value}/{total} {label}', hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  try {
    await seedDemoData(handle.db, {
      progress: {
        start: (total) => bar.start(total, 0, { label: '' }),
        tick: (label) => bar.increment({ label }),
        stop: () => bar.stop(),
      },
    });
  } finally {
    bar.stop();
    await handle.close();
  }
  console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`  Pet owner:          ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  console.log(`  Veterinary business: ${DEMO_BUSINESS.email} / ${DEMO_BUSINESS.password}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
