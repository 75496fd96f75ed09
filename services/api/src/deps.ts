import type { RequestHandler } from 'express';
import type { Database, Logger } from '@petvet/shared/server';
import type { ApiConfig } from './config';

/** Enqueues work for the workers; implemented over BullMQ with a database outbox behind it. */
export interface JobQueue {
  enqueue(queue: string, jobName: string, jobId: string, payload: Record<string, unknown>): Promise<void>;
  /** Whether Redis answered recently (readiness). */
  isUp(): Promise<boolean>;
}

export interface AppDeps {
  db: Database;
  config: ApiConfig & { JWT_SECRET: string };
  logger: Logger;
  jobs: JobQueue;
  /** The clock, so time-dependent rules can be tested without waiting. */
  now: () => Date;
  /** Answers /api/readyz: resolves when the database answers. */
  pingDatabase: () => Promise<void>;
  /** Operator UI for the queues, mounted at /admin/queues when operator credentials are set. */
  queueBoard?: RequestHandler;
}
