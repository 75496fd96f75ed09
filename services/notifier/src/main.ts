import { runWorkerProcess } from '@petvet/shared/server';
import { loadNotifierConfig } from './config';
import { startWorker } from './worker';

/** The notifier as its own process (docker compose, or npm start with DATABASE_URL). */
runWorkerProcess({ name: 'notifier', loadConfig: loadNotifierConfig, startWorker });
