import { runWorkerProcess } from '@petvet/shared/server';
import { loadScraperConfig } from './config';
import { startWorker } from './worker';

/** The scraper-worker as its own process (docker compose, or npm start with DATABASE_URL). */
runWorkerProcess({ name: 'scraper-worker', loadConfig: loadScraperConfig, startWorker });
