import { and, eq, inArray, sql } from 'drizzle-orm';
import { withoutSeconds } from '../../domain/time-of-day';
import { QUEUES } from '../../jobs/queues';
import { appointments, clinics, queueOutbox } from '../../server/db/schema';
import { deliveryLog } from '../../server/db/schema-notifications';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

/** A visit's start as an instant: its local date and time read in the clinic's zone. */
const startsAt = sql`((${appointments.appointmentDate} + ${appointments.appointmentTime}) at time zone ${clinics.timeZone})`;

/**
 * The reads of the scheduled sweep. Which events were published already is answered by their
 * keys, computed in TypeScript (notificationEventKey) and looked up where they are stored: the
 * outbox's job id, and the delivery log's event key once the outbox row is pruned.
 */
export function createDueEventsRepository(db: DbExecutor) {
  return {
    /** Live visits starting after `from` and up to `to`. */
    async visitsStarting(
      from: Date,
      to: Date,
    ): Promise<Array<{ id: string; date: string; time: string }>> {
      const rows = await db
        .select({
          id: appointments.id,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
        })
        .from(appointments)
        .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
        .where(
          and(
            sql`${appointments.status} in ('pending', 'confirmed')`,
            sql`${startsAt} > ${from.toISOString()}::timestamptz`,
            sql`${startsAt} <= ${to.toISOString()}::timestamptz`,
          ),
        );
      return rows.map((row) => ({ ...row, time: withoutSeconds(row.time) }));
    },

    /** Which of these event keys were published before. */
    async publishedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const queued = await db
        .select({ key: queueOutbox.jobId })
        .from(queueOutbox)
        .where(and(eq(queueOutbox.queue, QUEUES.notify), inArray(queueOutbox.jobId, keys)));
      const delivered = await db
        .selectDistinct({ key: deliveryLog.eventKey })
        .from(deliveryLog)
        .where(inArray(deliveryLog.eventKey, keys));
      return new Set([...queued, ...delivered].map((row) => row.key));
    },
  };
}
