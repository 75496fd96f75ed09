import { Worker, type WorkerOptions } from 'bullmq';
import type { Logger } from '../logger';
import { createWorkerConnection } from '../redis';
import { fromBullJob, type JobHandler } from './job-context';
import type { OutboxRunner } from './outbox-runner';
import type { JobTransport } from './transport';

/** The embedded default's second transport: the outbox runner, and when it is in charge. */
export interface LocalJobs {
  transport: JobTransport;
  runner: OutboxRunner;
}

export interface ConsumeJobsOptions {
  queue: string;
  concurrency: number;
  handle: JobHandler;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  workerOptions?: Omit<WorkerOptions, 'connection' | 'prefix' | 'concurrency'>;
  /** Called with the BullMQ worker when it is made, to listen to its events. */
  onWorker?: (worker: Worker) => void;
  /** Without it (production): BullMQ only, waiting for Redis. With it: the outbox while Redis is away. */
  local?: LocalJobs;
}

export interface JobConsumer {
  /** The BullMQ worker: made at once without `local`, else when Redis first answers. */
  readonly worker: Worker | undefined;
  close(): Promise<void>;
}

/**
 * One queue's jobs, whichever transport carries them, handed to one handler. With `local`, the
 * runner takes outbox rows while Redis is away, and the BullMQ worker starts the first time Redis
 * answers (the runner stops claiming then; the outbox relay hands it the rows left).
 */
export function consumeJobs(options: ConsumeJobsOptions): JobConsumer {
  let worker: Worker | undefined;
  let connection: ReturnType<typeof createWorkerConnection> | undefined;

  const startBull = () => {
    if (worker) return;
    connection = createWorkerConnection(options.redisUrl);
    worker = new Worker(options.queue, (job, token) => options.handle(fromBullJob(job, token)), {
      ...options.workerOptions,
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
    });
    options.onWorker?.(worker);
  };

  const local = options.local;
  const registration = local?.runner.register(options.queue, {
    concurrency: options.concurrency,
    handle: options.handle,
  });
  const unsubscribe = local?.transport.onChange((name) => {
    if (name === 'bullmq') startBull();
  });
  if (!local || local.transport.current === 'bullmq') startBull();

  return {
    get worker() {
      return worker;
    },
    async close() {
      unsubscribe?.();
      await Promise.all([registration?.stop(), worker?.close()]);
      connection?.disconnect();
    },
  };
}
