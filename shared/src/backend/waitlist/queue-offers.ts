import { z } from 'zod';
import { JOBS, QUEUES } from '../../jobs/queues';
import { createOutboxRepository, type DbExecutor } from '../../server/jobs/outbox.repository';

/**
 * What the waitlist offer job carries: a clinic and date whose time changed, or nothing (the
 * scheduled sweep that passes lapsed holds on).
 */
export const waitlistOffersJobSchema = z.union([
  z.object({ clinicId: z.string().uuid(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict(),
  z.object({}).strict(),
]);
export type WaitlistOffersJob = z.infer<typeof waitlistOffersJobSchema>;

/** Frees on the same clinic and date inside this window make one offer run. */
export const WAITLIST_OFFERS_DEBOUNCE_MS = 1_000;

/**
 * Asks for offers on a clinic's date, inside the caller's transaction: call it whenever time on
 * that date is freed or added. Requests for the same clinic and date still waiting fold into one;
 * one made while a run is under way leaves exactly one more behind, so no free is missed. The
 * key has no colon: it is part of the job id, and BullMQ refuses custom ids with one.
 */
export async function queueWaitlistOffers(
  tx: DbExecutor,
  at: { clinicId: string; date: string },
): Promise<void> {
  const payload: WaitlistOffersJob = { clinicId: at.clinicId, date: at.date };
  await createOutboxRepository(tx).insertDebouncedMessage({
    queue: QUEUES.notify,
    jobName: JOBS.waitlistOffers,
    payload,
    dedupKey: `waitlist-offers-${at.clinicId}-${at.date}`,
    delayMs: WAITLIST_OFFERS_DEBOUNCE_MS,
  });
}
