import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { AppointmentStatus } from '@petvet/shared';

const { appointments, clinics } = schema;

export interface LockedAppointment {
  id: string;
  status: AppointmentStatus;
  date: string;
  /** HH:MM on the clinic's clock. */
  time: string;
  timeZone: string;
}

/** Status changes of one clinic's appointment, on a transaction. */
export function createAppointmentStatusRepository(db: Database) {
  return {
    /** Locks the row so two status changes of one appointment apply one after the other. */
    async lockForClinic(clinicId: string, id: string): Promise<LockedAppointment | null> {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
          timeZone: clinics.timeZone,
        })
        .from(appointments)
        .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
        .where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId)))
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
        .set({ status, updatedAt: sql`now()` })
        .where(eq(appointments.id, id));
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
