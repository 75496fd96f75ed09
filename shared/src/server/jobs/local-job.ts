import { currentJobName } from '../../jobs/catalogue';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { isPermanentFailure, type JobContext } from './job-context';
import { retryPolicyFor } from './job-options';
import { createOutboxRepository, type ClaimedMessage } from './outbox.repository';

/** What a handler throws after releasing its job: the runner leaves the row as released. */
export class JobReleasedError extends Error {
  override name = 'JobReleasedError';
}

/** A pause before a released job is taken again, so a stopping process does not take it back. */
const RELEASE_DELAY_MS = 1_000;

interface LocalJobOptions {
  db: Database;
  /** The claimed outbox row; null for a recurring job run by a timer (nothing to release). */
  row: ClaimedMessage | null;
  owner: string;
  logger: Logger;
  jobName?: string;
  data?: Record<string, unknown>;
}

/** The handlers' view of an outbox row run in this process. */
export function localJobContext(options: LocalJobOptions): {
  context: JobContext;
  released(): boolean;
} {
  const { row, logger } = options;
  // A row written under a name since renamed runs as the new one.
  const name = currentJobName(row?.jobName ?? options.jobName ?? 'job');
  let released = false;
  const context: JobContext = {
    id: row?.jobId ?? `${name}-${Date.now()}`,
    name,
    data: row?.payload ?? options.data ?? {},
    attemptsMade: row?.runs ?? 0,
    maxAttempts: row ? retryPolicyFor(row.queue, row.jobName).attempts : 1,
    async updateProgress(progress) {
      logger.debug({ progress }, 'job progress');
    },
    async log(line) {
      logger.debug(line);
    },
    async release() {
      if (row && !released) {
        released = true;
        await createOutboxRepository(options.db).unclaim(row.id, options.owner, {
          delayMs: RELEASE_DELAY_MS,
          ran: false,
        });
      }
      return new JobReleasedError('released: the worker is stopping');
    },
  };
  return { context, released: () => released };
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Records how a run ended, with BullMQ's rules: done, or failed for good (a permanent failure or
 * the last attempt), or back to waiting after an exponential backoff.
 */
export async function settleLocalRun(options: {
  db: Database;
  row: ClaimedMessage;
  owner: string;
  logger: Logger;
  released: boolean;
  outcome: Outcome;
}): Promise<void> {
  const { db, row, owner, logger, outcome } = options;
  if (options.released) return;
  if (outcome.ok) {
    const held = await createOutboxRepository(db).finishClaim(row.id, owner, null);
    if (held) logger.info('job done');
    else logger.warn('job done, but its claim had been lost: it may run again');
    return;
  }
  const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  const policy = retryPolicyFor(row.queue, row.jobName);
  const runs = row.runs + 1;
  if (isPermanentFailure(outcome.error) || runs >= policy.attempts) {
    await createOutboxRepository(db).finishClaim(row.id, owner, message);
    logger.warn({ attempt: runs, err: message }, 'job failed');
    return;
  }
  const delayMs = policy.backoffMs(runs);
  await createOutboxRepository(db).unclaim(row.id, owner, { delayMs, ran: true, error: message });
  logger.warn({ attempt: runs, retryInMs: delayMs, err: message }, 'job failed; will retry');
}
