import { UnrecoverableError } from 'bullmq';
import { currentJobName, JOBS, QUEUES } from '@petvet/shared';
import {
  startQueueService,
  type Database,
  type JobContext,
  type LocalJobs,
  type Logger,
  type QueueService,
} from '@petvet/shared/server';
import {
  createEmailChannel,
  createMailTransport,
  deliverNotification,
  queueDueReminders,
  readLinkSecret,
  type MailConfig,
  type NotificationChannel,
} from '@petvet/shared/backend';
import { processWaitlistOffers } from './processors/waitlist-offers';
import { notifyRecurringJobs, type NotifyScheduleEvery } from './schedules';

export interface NotifyWorkerOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  mail: MailConfig & { DATA_DIR: string; PUBLIC_URL: string };
  /** Channels besides email (webhooks, in-app notices): each gets every event after email. */
  channels?: readonly NotificationChannel[];
  /** Register the recurring jobs (off in tests that run them by hand). */
  schedules?: NotifyScheduleEvery | false;
  /** The embedded default: jobs from the database outbox, and timers, while Redis is away. */
  local?: LocalJobs;
  /** The clock of time rules (reminder windows, lapsed offers); tests pin it. */
  now?: () => Date;
  concurrency?: number;
  scheduleCheckEveryMs?: number;
}

/** The notify queue's service: its worker (once Redis answers), its queue, and close. */
export type NotifyWorker = QueueService;

/**
 * The worker on the 'notify' queue: delivers each notification event on every channel (once per
 * channel and recipient), publishes reminders on its schedule, and offers freed time to waiting
 * owners (and passes lapsed offers on, every minute). Both transports call the same handler.
 */
export async function createNotifyWorker(options: NotifyWorkerOptions): Promise<NotifyWorker> {
  const { db, logger, local } = options;
  const now = options.now ?? (() => new Date());
  const transport = createMailTransport({
    smtpUrl: options.mail.SMTP_URL,
    from: options.mail.MAIL_FROM,
    dataDir: options.mail.DATA_DIR,
    logger,
  });
  const email = createEmailChannel({
    db,
    transport,
    publicUrl: options.mail.PUBLIC_URL,
    linkSecret: () => readLinkSecret(options.mail),
    from: options.mail.MAIL_FROM,
    logger,
  });
  const channels = [email, ...(options.channels ?? [])];
  const processJob = async (job: JobContext) => {
    // A job queued under an old name ('send-mail') before an upgrade runs as its new one.
    switch (currentJobName(job.name)) {
      case JOBS.deliverNotification:
        return deliverNotification(
          { db, channels, logger: logger.child({ jobId: job.id }) },
          job.data,
          now(),
        );
      case JOBS.queueReminders:
        return queueDueReminders(db, now(), logger.child({ jobId: job.id }));
      case JOBS.waitlistOffers:
        return processWaitlistOffers(db, logger.child({ jobId: job.id }), job, now());
      default:
        throw new UnrecoverableError(`unknown job ${job.name}`);
    }
  };
  return startQueueService({
    queue: QUEUES.notify,
    concurrency: options.concurrency ?? 2,
    handle: processJob,
    redisUrl: options.redisUrl,
    queuePrefix: options.queuePrefix,
    logger,
    local,
    recurring: options.schedules ? notifyRecurringJobs(options.schedules) : false,
    scheduleCheckEveryMs: options.scheduleCheckEveryMs,
    // A relay that refuses is retried with backoff: routine, not an error.
    failedLevel: 'warn',
    onClose: () => transport.close(),
  });
}
