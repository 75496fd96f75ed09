import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { currentJobName } from '../../jobs/catalogue';

/**
 * What a job handler sees of its job, whichever transport delivered it: BullMQ on Redis, or the
 * in-process runner over the database outbox. Handlers never know which.
 */
export interface JobContext {
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  /** Attempts finished before this one. */
  readonly attemptsMade: number;
  /** Attempts allowed in all, this one included. */
  readonly maxAttempts: number;
  updateProgress(progress: object): Promise<void>;
  log(line: string): Promise<void>;
  /**
   * Hands the job back to be taken again soon without spending an attempt (the worker is
   * stopping). Returns the error the handler must throw so the transport leaves the job alone.
   */
  release(): Promise<Error>;
}

/** The handler of one queue's jobs. */
export type JobHandler = (job: JobContext) => Promise<unknown>;

/** A failure no retry can mend: the job fails at once, whatever attempts are left. */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof UnrecoverableError;
}

/** A BullMQ job seen through the handlers' interface; the token is the worker's lock on it. */
export function fromBullJob(job: Job, token?: string): JobContext {
  return {
    id: job.id ?? '',
    // A job queued under a name since renamed runs as the new one.
    name: currentJobName(job.name),
    data: job.data,
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    updateProgress: (progress) => job.updateProgress(progress),
    async log(line) {
      await job.log(line);
    },
    async release() {
      if (!token) throw new Error('a job can only be released by the worker holding its lock');
      await job.moveToDelayed(Date.now() + 1_000, token);
      // BullMQ's signal that the job was moved on purpose and must not be failed.
      return new DelayedError();
    },
  };
}
