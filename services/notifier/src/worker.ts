import type { StartWorker } from '@petvet/shared/server';
import { loadNotifierConfig } from './config';
import { createNotifyWorker } from './notify-worker';

/**
 * The notifier: the notify queue (each notification event delivered on every channel, email
 * today), the reminder sweep, and waitlist offers with their lapsed-offer sweep. Used by main.ts
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
  const config = loadNotifierConfig(env);
  const notify = await createNotifyWorker({
    db,
    redisUrl,
    queuePrefix,
    logger,
    local,
    mail: config,
    schedules: {
      remindersMs: config.REMINDERS_EVERY_MS,
      waitlistMs: config.WAITLIST_SWEEP_EVERY_MS,
    },
  });
  logger.info(
    config.SMTP_URL
      ? 'notifier started; emails go out over SMTP'
      : `notifier started; emails are written to ${config.DATA_DIR}/mail (SMTP_URL is unset)`,
  );
  return notify;
};
