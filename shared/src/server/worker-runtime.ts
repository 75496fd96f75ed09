import type { Database } from './db/client';
import type { LocalJobs } from './jobs/consume-jobs';
import type { Logger } from './logger';

/**
 * What a worker needs to run, whether in its own process (its main.ts) or inside the
 * embedded single-process default (one PGlite database shared by the API and the workers).
 */
export interface WorkerStartOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  /** The process environment, for the worker's own settings (parsed with zod by the worker). */
  env: Record<string, string | undefined>;
  /**
   * The embedded default only: run jobs from the database outbox in this process while Redis is
   * away. Without it the worker uses BullMQ alone and waits for Redis.
   */
  local?: LocalJobs;
}

export interface RunningWorker {
  /** Stop taking jobs, finish or release the job in hand, close connections. */
  close(): Promise<void>;
}

/** Each worker package exports one of these from src/worker.ts as `startWorker`. */
export type StartWorker = (options: WorkerStartOptions) => Promise<RunningWorker>;
