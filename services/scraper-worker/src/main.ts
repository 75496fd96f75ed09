import { baseConfigSchema, parseConfig, runWorkerProcess } from '@petvet/shared/server';
import { loadScraperConfig } from './config';
import { startWorker } from './worker';

/** The scraper-worker as its own process (docker compose, or npm start with DATABASE_URL). */
runWorkerProcess({
  name: 'scraper-worker',
  loadConfig: (env) => {
    const config = parseConfig(baseConfigSchema, env);
    // Its own settings are read again when it starts; checked here so a bad one stops it first.
    loadScraperConfig(env);
    return config;
  },
  startWorker,
});
