import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { AppointmentStatus } from '@petvet/shared';

const { appointments, timeSlots } = schema;

export interface LockedAppointment {
  id: string;
  status: AppointmentStatus;
  timeSlotId: string | null;
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
          timeSlotId: appointments.timeSlotId,
        })
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId)))
        .for('update')
        .limit(1);
      return row ? { ...row, status: row.status as AppointmentStatus } : null;
    },

    async setStatus(id: string, status: AppointmentStatus): Promise<void> {
      await db
        .update(appointments)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(appointments.id, id));
    },

    async freeSlot(slotId: string): Promise<void> {
      await db.update(timeSlots).set({ isBooked: false }).where(eq(timeSlots.id, slotId));
    },

    /** Takes the slot back for a restored appointment; false when someone else booked it meanwhile. */
    async reclaimSlot(slotId: string): Promise<boolean> {
      const rows = await db
        .update(timeSlots)
        .set({ isBooked: true })
        .where(and(eq(timeSlots.id, slotId), eq(timeSlots.isBooked, false)))
        .returning({ id: timeSlots.id });
      return rows.length > 0;
    },
  };
}

export type AppointmentStatusRepository = ReturnType<typeof createAppointmentStatusRepository>;

export function inStatusTransaction<T>(
  db: Database,
  work: (repository: AppointmentStatusRepository) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createAppointmentStatusRepository(tx)));
}
