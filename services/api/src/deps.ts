import type { RequestHandler } from 'express';
import type { Database, JobTransportName, Logger } from '@petvet/shared/server';
import type { ApiConfig } from './config';
import type { AccessReads } from './middleware/access';
import type { ReadCache } from './lib/read-cache/read-cache';

/** What the outbox knows of a job the in-process runner already tried. */
export interface EnqueueOptions {
  /** Not to start before this many ms (a retry's remaining backoff). */
  delayMs?: number;
  /** Attempts already spent, so the job keeps only the attempts it has left. */
  attemptsMade?: number;
}

/** Enqueues work for the workers; implemented over BullMQ with a database outbox behind it. */
export interface JobQueue {
  enqueue(
    queue: string,
    jobName: string,
    jobId: string,
    payload: Record<string, unknown>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Whether Redis is up, from the connection's state (readiness): returns at once. */
  isUp(): Promise<boolean>;
  /** Which transport runs jobs now: BullMQ, or (embedded default, Redis away) this process. */
  transport(): JobTransportName;
}

export interface AppDeps {
  db: Database;
  config: ApiConfig & { JWT_SECRET: string };
  logger: Logger;
  jobs: JobQueue;
  /** The clock, so time-dependent rules can be tested without waiting. */
  now: () => Date;
  /** For /api/readyz: resolves when the database responds. */
  pingDatabase: () => Promise<void>;
  /** Operator UI for the queues, mounted at /admin/queues when operator credentials are set. */
  queueBoard?: RequestHandler;
  /**
   * Where each answered request's line goes; the processes give a buffered one (bufferedLinesOf),
   * tests leave it out and the lines go through `logger`.
   */
  answerLog?: Logger;
  /**
   * Public responses cached under the data versions they were read at; createApp makes one when
   * absent.
   */
  readCache?: ReadCache;
  /** What the auth and clinic guards read; createApp wires the modules' reads when absent. */
  access?: AccessReads;
}
