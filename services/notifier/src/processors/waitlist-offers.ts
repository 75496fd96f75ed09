import { UnrecoverableError } from 'bullmq';
import { type Database, type JobContext, type Logger } from '@petvet/shared/server';
import {
  runWaitlistOffers,
  waitlistOffersJobSchema,
  type WaitlistOffersResult,
} from '@petvet/shared/backend';

/**
 * The `waitlist-offers` job on the notify queue: with a clinic and date, offers that date's free
 * time to its waiting owners; without (the scheduled sweep), passes lapsed offers on. Idempotent,
 * so a redelivered or doubled job makes no second offer. The clock is passed in so the hold's
 * 15 minutes are the same instant rule everywhere, and tests can pin it.
 */
export async function processWaitlistOffers(
  db: Database,
  logger: Logger,
  job: Pick<JobContext, 'data'>,
  now: Date,
): Promise<WaitlistOffersResult> {
  const parsed = waitlistOffersJobSchema.safeParse(job.data ?? {});
  // Retrying cannot mend a malformed request.
  if (!parsed.success) throw new UnrecoverableError('malformed waitlist-offers job');
  return runWaitlistOffers(db, parsed.data, now, logger);
}
