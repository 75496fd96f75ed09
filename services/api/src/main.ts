import { createLogger, onShutdown, openServiceDatabase, runMain } from '@petvet/shared/server';
import { loadConfigOrExit, startApi, type RunningApi } from './server';

/** The API process: settings, database (migrated), demo data on first start, HTTP. */
runMain('api', async () => {
  const config = loadConfigOrExit();
  const logger = createLogger('api', config.LOG_LEVEL);
  const handle = await openServiceDatabase(config);
  const running: { api?: RunningApi } = {};
  // Installed before seeding so a stop during start still closes the database cleanly.
  onShutdown(async () => {
    await running.api?.close(config.SHUTDOWN_TIMEOUT_MS);
    await handle.close();
  }, logger);
  running.api = await startApi({ config, handle, logger });
});
