import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { queueWaitlistOffers } from '@petvet/shared/backend';
import {
  withoutSeconds,
  type GeneratorService,
  type TimeSlot,
  type WorkingHours,
} from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';
import { closuresTouching } from '../../lib/sql/closures-touching';
import { liveClinicians, type SlotClinician } from './slot-clinicians';

const { closures, services, timeSlots } = schema;

export interface NewSlot {
  date: string;
  startTime: string;
  endTime: string;
  service: string;
  serviceId?: string | undefined;
  duration: number;
  /** Whose time; the service always names one, so overlaps are judged per clinician. */
  clinicianId?: string | undefined;
}

export interface SlotSpan {
  date: string;
  startTime: string;
  endTime: string;
  clinicianId?: string | undefined;
}

type SlotRow = typeof timeSlots.$inferSelect & { version?: string };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// PostgreSQL returns times as HH:MM:SS; the contract speaks HH:MM.

const toSlot = (row: SlotRow): TimeSlot => ({
  id: row.id,
  date: row.date,
  startTime: withoutSeconds(row.startTime),
  endTime: withoutSeconds(row.endTime),
  service: row.service,
  serviceId: row.serviceId,
  duration: row.duration,
  isBooked: row.isBooked,
  clinicianId: row.clinicianId ?? '',
  ...(row.version === undefined ? {} : { version: row.version }),
});

/** Advisory-lock namespace of time-slot writes; the second key is the clinic. */
const SLOT_WRITE_LOCK = 48_151;

export function createTimeSlotsRepository(db: Database) {
  return {
    async list(clinicId: string): Promise<TimeSlot[]> {
      const rows = await db
        .select({ ...getTableColumns(timeSlots), version: versionOf(timeSlots) })
        .from(timeSlots)
        .where(eq(timeSlots.clinicId, clinicId))
        .orderBy(asc(timeSlots.date), asc(timeSlots.startTime));
      return rows.map(toSlot);
    },

    /** The clinic's IANA zone: its slots are dated on its own clock. */
    async timeZoneOf(clinicId: string): Promise<string> {
      const [row] = await db
        .select({ timeZone: schema.clinics.timeZone })
        .from(schema.clinics)
        .where(eq(schema.clinics.id, clinicId));
      if (!row) throw new Error(`no clinic ${clinicId}`);
      return row.timeZone;
    },

    /** What generating bookable time reads: the zone, the hours, the services and the team. */
    async generationContext(clinicId: string): Promise<{
      timeZone: string;
      workingHours: WorkingHours | null;
      services: GeneratorService[];
      clinicians: SlotClinician[];
    }> {
      const [clinic] = await db
        .select({
          timeZone: schema.clinics.timeZone,
          workingHours: schema.clinics.workingHours,
        })
        .from(schema.clinics)
        .where(eq(schema.clinics.id, clinicId));
      if (!clinic) throw new Error(`no clinic ${clinicId}`);
      const rows = await db
        .select({ id: services.id, name: services.name, duration: services.duration })
        .from(services)
        // Time is published for services booked by time; a drop-off is admitted by the day.
        .where(and(eq(services.clinicId, clinicId), eq(services.bookingMode, 'appointment')))
        .orderBy(asc(services.displayOrder), asc(services.name));
      return {
        timeZone: clinic.timeZone,
        workingHours: (clinic.workingHours as WorkingHours | null) ?? null,
        services: rows,
        clinicians: await liveClinicians(db, clinicId),
      };
    },

    /** The clinic's closures that touch [from, to]. */
    async closuresBetween(
      clinicId: string,
      from: string,
      to: string,
    ): Promise<Array<{ from: string; to: string }>> {
      return db
        .select({ from: closures.fromDate, to: closures.toDate })
        .from(closures)
        .where(closuresTouching(clinicId, from, to));
    },

    /** Which of these service ids belong to the clinic. */
    async ownServiceIds(clinicId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.clinicId, clinicId), inArray(services.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Runs `work` holding the clinic's slot-write lock for the whole transaction, so two requests
     * cannot both see a gap and fill it.
     */
    async withSlotLock<T>(clinicId: string, work: (tx: TimeSlotsTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${SLOT_WRITE_LOCK}, hashtext(${clinicId}))`,
        );
        return work(slotTx(tx, clinicId));
      });
    },

    /** Deletes an unbooked slot; a booking committed first wins (the row is re-checked under lock). */
    async deleteUnbooked(
      clinicId: string,
      id: string,
      version?: string,
    ): Promise<'deleted' | 'booked' | 'missing' | 'stale'> {
      const deleted = await db
        .delete(timeSlots)
        .where(
          and(
            eq(timeSlots.id, id),
            eq(timeSlots.clinicId, clinicId),
            eq(timeSlots.isBooked, false),
            atVersion(timeSlots, version),
          ),
        )
        .returning({ id: timeSlots.id });
      if (deleted.length > 0) return 'deleted';
      const [row] = await db
        .select({ isBooked: timeSlots.isBooked })
        .from(timeSlots)
        .where(and(eq(timeSlots.id, id), eq(timeSlots.clinicId, clinicId)));
      if (!row) return 'missing';
      return row.isBooked ? 'booked' : 'stale';
    },
  };
}

function slotTx(tx: Tx, clinicId: string) {
  return {
    async spansOn(dates: string[]): Promise<SlotSpan[]> {
      const rows = await tx
        .select({
          date: timeSlots.date,
          startTime: timeSlots.startTime,
          endTime: timeSlots.endTime,
          clinicianId: timeSlots.clinicianId,
        })
        .from(timeSlots)
        .where(and(eq(timeSlots.clinicId, clinicId), inArray(timeSlots.date, dates)));
      return rows.map((row) => ({
        date: row.date,
        startTime: withoutSeconds(row.startTime),
        endTime: withoutSeconds(row.endTime),
        clinicianId: row.clinicianId ?? undefined,
      }));
    },

    /** Asks for waitlist offers on each date that got new time, in this transaction. */
    async announceAddedTime(dates: string[]): Promise<void> {
      for (const date of dates) await queueWaitlistOffers(tx, { clinicId, date });
    },

    async insert(slots: NewSlot[]): Promise<TimeSlot[]> {
      if (slots.length === 0) return [];
      const rows = await tx
        .insert(timeSlots)
        .values(slots.map((slot) => ({ ...slot, serviceId: slot.serviceId ?? null, clinicId })))
        .returning();
      return rows
        .map(toSlot)
        .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
    },
  };
}

export type TimeSlotsTx = ReturnType<typeof slotTx>;
export type TimeSlotsRepository = ReturnType<typeof createTimeSlotsRepository>;
