import { Queue, UnrecoverableError, type Worker } from 'bullmq';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  consumeJobs,
  createWorkerConnection,
  type Database,
  type JobContext,
  type LocalJobs,
  type Logger,
} from '@petvet/shared/server';
import {
  createMailTransport,
  queueDueReminders,
  readLinkSecret,
  sendMailEvent,
  type MailConfig,
} from '@petvet/shared/backend';
import { processWaitlistOffers } from './processors/waitlist-offers';
import { keepSchedules } from './schedule-keeper';
import {
  NOTIFY_SCHEDULER_IDS,
  startLocalNotifySchedules,
  upsertNotifySchedules,
  type NotifyScheduleEvery,
} from './schedules';

export interface NotifyWorkerOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  mail: MailConfig & { DATA_DIR: string; PUBLIC_URL: string };
  /** Register the recurring jobs (off in tests that run them by hand). */
  schedules?: NotifyScheduleEvery | false;
  /** The embedded default: jobs from the database outbox, and timers, while Redis is away. */
  local?: LocalJobs;
  /** The clock of time rules (reminder windows, lapsed offers); tests pin it. */
  now?: () => Date;
  concurrency?: number;
  scheduleCheckEveryMs?: number;
}

export interface NotifyWorker {
  readonly worker: Worker | undefined;
  queue: Queue;
  close(): Promise<void>;
}

/**
 * The worker on the 'notify' queue: sends emails (one event each, once), queues reminders on its
 * schedule, and offers freed time to waiting owners (and passes lapsed offers on, every minute).
 * Both transports call the same handler.
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
  const sender = {
    db,
    transport,
    publicUrl: options.mail.PUBLIC_URL,
    linkSecret: () => readLinkSecret(options.mail),
    from: options.mail.MAIL_FROM,
    logger,
  };
  const queueConnection = createWorkerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.notify, {
    connection: queueConnection,
    prefix: options.queuePrefix,
  });
  queue.on('error', (error) =>
    local?.transport.current === 'in-process'
      ? logger.debug({ err: error }, 'notify queue error')
      : logger.error({ err: error }, 'notify queue error'),
  );

  const processJob = async (job: JobContext) => {
    switch (job.name) {
      case JOBS.sendMail:
        return sendMailEvent(
          { ...sender, logger: logger.child({ jobId: job.id }) },
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
  const consumer = consumeJobs({
    queue: QUEUES.notify,
    concurrency: options.concurrency ?? 2,
    handle: processJob,
    redisUrl: options.redisUrl,
    prefix: options.queuePrefix,
    logger,
    local,
    onWorker: (worker) => listen(worker, logger),
  });

  const schedules = options.schedules;
  let stopTimers = () => {};
  let keeper: { stop(): void } | undefined;
  if (schedules) {
    if (local) stopTimers = startLocalNotifySchedules(local, schedules, logger);
    // BullMQ's schedulers whenever Redis answers; written again if Redis comes back empty.
    keeper = keepSchedules({
      queue,
      connection: queueConnection,
      logger,
      checkEveryMs: options.scheduleCheckEveryMs,
      schedules: {
        name: 'notify',
        ids: NOTIFY_SCHEDULER_IDS,
        upsert: () => upsertNotifySchedules(queue, schedules),
      },
    });
    if (!local) {
      await upsertNotifySchedules(queue, schedules).catch((error: unknown) =>
        logger.error({ err: error }, 'could not register the notify schedules'),
      );
    }
  }

  return {
    get worker() {
      return consumer.worker;
    },
    queue,
    async close() {
      keeper?.stop();
      stopTimers();
      await consumer.close();
      await queue.close();
      queueConnection.disconnect();
      transport.close();
    },
  };
}

function listen(worker: Worker, logger: Logger): void {
  worker.on('error', (error) => logger.error({ err: error }, 'notify worker error'));
  worker.on('failed', (job, error) =>
    logger.warn(
      { jobId: job?.id, job: job?.name, attempt: job?.attemptsMade, err: error.message },
      'notify job failed',
    ),
  );
}
