import type { StartWorker } from '@petvet/shared/server';
import { loadStatsConfig } from './config';
import { createNotifyWorker } from './notify-worker';
import { createStatsWorker } from './stats-worker';

/**
 * The stats aggregator: global directory stats and category averages (job 'stats-recompute',
 * debounced by its producers and scheduled every 10 minutes), the minute job that completes
 * ended appointments, and the notify queue (emails, reminders, waitlist offers). Used by main.ts
 * and by the embedded single-process default.
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
    },
  });
  const notify = await createNotifyWorker({
    db,
    redisUrl,
    queuePrefix,
    logger: logger.child({ queue: 'notify' }),
    local,
    mail: config,
    schedules: {
      remindersMs: config.REMINDERS_EVERY_MS,
      waitlistMs: config.WAITLIST_SWEEP_EVERY_MS,
    },
  });
  logger.info(
    config.SMTP_URL
      ? 'stats-aggregator started; emails go out over SMTP'
      : `stats-aggregator started; emails are written to ${config.DATA_DIR}/mail (SMTP_URL is unset)`,
  );
  return {
    async close() {
      await Promise.all([running.close(), notify.close()]);
    },
  };
};
