import { ConfigError, createLogger, openDatabase } from '@petvet/shared/server';
import { loadApiConfig, type ApiConfig } from './config';
import { resolveJwtSecret } from './jwt-secret';
import { onShutdown, startApi, type RunningApi } from './server';

/** Settings or exit 1 with one clear line per bad value. */
function loadConfigOrExit(): ApiConfig & { JWT_SECRET: string } {
  try {
    const config = loadApiConfig(process.env);
    return { ...config, JWT_SECRET: resolveJwtSecret(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The API process: settings, database (migrated), demo data on first start, HTTP. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger('api', config.LOG_LEVEL);
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: true,
  });
  let api: RunningApi | undefined;
  // Installed before seeding so a stop during start still closes the database cleanly.
  onShutdown(async () => {
    await api?.close(config.SHUTDOWN_TIMEOUT_MS);
    await handle.close();
  }, logger);
  api = await startApi({ config, handle, logger });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
