import { JOBS } from '../../jobs/queues';
import { enqueue } from '../../server/jobs/enqueue';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

// The job's payload and debounce are declared in the job catalogue.
export {
  WAITLIST_OFFERS_DEBOUNCE_MS,
  waitlistOffersJobSchema,
  type WaitlistOffersJob,
} from '../../jobs/catalogue';

/**
 * Asks for offers on a clinic's date, inside the caller's transaction: call it whenever time on
 * that date is freed or added. Requests for the same clinic and date still waiting fold into one;
 * one made while a run is under way leaves exactly one more behind, so no free is missed.
 */
export async function queueWaitlistOffers(
  tx: DbExecutor,
  at: { clinicId: string; date: string },
): Promise<void> {
  await enqueue(tx, JOBS.waitlistOffers, { clinicId: at.clinicId, date: at.date });
}
