import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { NO_SHOW_UNDO_SECONDS, type AppointmentStatus } from '@petvet/shared';
import { atVersion } from '../../lib/if-match';

const { appointments, clinics } = schema;

export interface LockedAppointment {
  id: string;
  status: AppointmentStatus;
  /** The status a no-show replaced, and when the clinic marked it (for the minute's undo). */
  statusBeforeNoShow: string | null;
  noShowMarkedAt: Date | null;
  date: string;
  /** HH:MM on the clinic's clock. */
  time: string;
  timeZone: string;
}

/** Status changes of one clinic's appointment, on a transaction. */
export function createAppointmentStatusRepository(db: Database) {
  return {
    /**
     * Locks the row so two status changes of one appointment apply one after the other; with a
     * version, only a row still at it (see lib/if-match): locked, it stays so until the change.
     */
    async lockForClinic(
      clinicId: string,
      id: string,
      version?: string,
    ): Promise<LockedAppointment | null> {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          statusBeforeNoShow: appointments.statusBeforeNoShow,
          noShowMarkedAt: appointments.noShowMarkedAt,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
          timeZone: clinics.timeZone,
        })
        .from(appointments)
        .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.clinicId, clinicId),
            atVersion(appointments, version),
          ),
        )
        .for('update', { of: appointments })
        .limit(1);
      return row
        ? { ...row, time: row.time.slice(0, 5), status: row.status as AppointmentStatus }
        : null;
    },

    /**
     * The database keeps the time consistent: a cancelled visit frees its span (slots read free
     * again), and a restored one takes it back or is refused by the no-overlap constraint.
     */
    async setStatus(id: string, status: AppointmentStatus): Promise<void> {
      await db
        .update(appointments)
        .set({ status, statusBeforeNoShow: null, noShowMarkedAt: null, updatedAt: sql`now()` })
        .where(eq(appointments.id, id));
    },

    /** Marks a no-show, keeping what it replaced so the clinic can undo it for a minute. */
    async markNoShow(id: string, previous: AppointmentStatus, at: Date): Promise<void> {
      await db
        .update(appointments)
        .set({
          status: 'no_show',
          statusBeforeNoShow: previous,
          noShowMarkedAt: at,
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.id, id));
    },

    /**
     * Puts a no-show back to the status it replaced, only while the minute lasts: the row itself
     * says whether it may, so a late or second undo changes nothing (and returns false).
     */
    async undoNoShow(id: string, back: AppointmentStatus, now: Date): Promise<boolean> {
      const since = new Date(now.getTime() - NO_SHOW_UNDO_SECONDS * 1000);
      const rows = await db
        .update(appointments)
        .set({
          status: back,
          statusBeforeNoShow: null,
          noShowMarkedAt: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'no_show'),
            eq(appointments.statusBeforeNoShow, back),
            gte(appointments.noShowMarkedAt, since),
            lte(appointments.noShowMarkedAt, now),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length > 0;
    },
  };
}

export type AppointmentStatusRepository = ReturnType<typeof createAppointmentStatusRepository>;

/** The status change, with the work that must commit with it, in one transaction. */
export function inStatusTransaction<T>(
  db: Database,
  work: (repository: AppointmentStatusRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createAppointmentStatusRepository(tx), tx));
}
