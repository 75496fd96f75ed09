import type { StartWorker } from '@petvet/shared/server';
import { loadStatsConfig } from './config';
import { createStatsWorker } from './stats-worker';

/**
 * The stats aggregator: global directory stats and category averages (job 'stats-recompute',
 * debounced by its producers and scheduled every 10 minutes), the minute job that completes ended
 * appointments, and the hourly prune of delivered outbox rows. Notifications (emails, reminders,
 * waitlist offers) are the notifier's (services/notifier). Used by main.ts and by the embedded
 * single-process default.
 */
export const startWorker: StartWorker = async ({
  db,
  redisUrl,
  queuePrefix,
  logger,
  env,
  local,
}) => {
  const config = loadStatsConfig(env);
  const running = await createStatsWorker({
    db,
    redisUrl,
    queuePrefix,
    logger,
    local,
    schedules: {
      statsMs: config.STATS_RECOMPUTE_EVERY_MS,
      completeMs: config.COMPLETE_APPOINTMENTS_EVERY_MS,
      pruneMs: config.OUTBOX_PRUNE_EVERY_MS,
    },
  });
  logger.info('stats-aggregator started');
  return {
    async close() {
      await running.close();
    },
  };
};
