import { and, eq } from 'drizzle-orm';
import { QUEUES } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { waitFor } from '../../../../test-support/wait-for';

const outbox = schema.queueOutbox;

/** The notify queue's outbox row of an event, by its job id (the event's key). */
export async function notifyRowOf(db: Database, jobId: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.queue, QUEUES.notify), eq(outbox.jobId, jobId)));
  return row;
}

/** Waits until the event's outbox row is marked delivered (its job ran to the end). */
export const deliveredRow = (db: Database, jobId: string) =>
  waitFor(
    () => notifyRowOf(db, jobId),
    (row) => Boolean(row?.deliveredAt),
    10_000,
  );
