import { runWorkerProcess } from '@petvet/shared/server';
import { loadStatsConfig } from './config';
import { startWorker } from './worker';

/** The stats-aggregator as its own process (docker compose, or npm start with DATABASE_URL). */
runWorkerProcess({ name: 'stats-aggregator', loadConfig: loadStatsConfig, startWorker });
