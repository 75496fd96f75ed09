import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { toMinutes } from '@petvet/shared';
import type {
  ClinicService,
  DateRange,
  DatedBusy,
  DatedWindow,
  SlotRecord,
} from './availability-plan';

const { appointments, services, slotHolds, timeSlots } = schema;

// PostgreSQL answers times as HH:MM:SS; minutes of the day are what the arithmetic needs.
const minutesOf = (time: string) => toMinutes(time.slice(0, 5));

/**
 * The facts availability is computed from, for any number of clinics and dates in a bounded
 * number of queries: published windows, busy ranges (live appointments and other owners' live
 * holds) and the clinics' services.
 */
export function createAvailabilityRepository(db: Database) {
  return {
    async windows(clinicIds: string[], range: DateRange): Promise<DatedWindow[]> {
      if (clinicIds.length === 0) return [];
      const rows = await db
        .select({
          clinicId: timeSlots.clinicId,
          date: timeSlots.date,
          slotId: timeSlots.id,
          startTime: timeSlots.startTime,
          endTime: timeSlots.endTime,
          service: timeSlots.service,
          duration: timeSlots.duration,
          isBooked: timeSlots.isBooked,
        })
        .from(timeSlots)
        .where(
          and(
            inArray(timeSlots.clinicId, clinicIds),
            gte(timeSlots.date, range.from),
            lte(timeSlots.date, range.to),
          ),
        )
        .orderBy(asc(timeSlots.date), asc(timeSlots.startTime));
      return rows.map(({ startTime, endTime, ...row }) => ({
        ...row,
        start: minutesOf(startTime),
        end: minutesOf(endTime),
      }));
    },

    /**
     * Live appointments, and live holds except those of `exceptOwnerId` (an owner sees the time
     * held for them). A hold is live while it expires after `now`.
     */
    async busy(
      clinicIds: string[],
      range: DateRange,
      now: Date,
      exceptOwnerId?: string,
    ): Promise<DatedBusy[]> {
      if (clinicIds.length === 0) return [];
      const booked = await db
        .select({
          clinicId: appointments.clinicId,
          date: appointments.appointmentDate,
          startTime: appointments.appointmentTime,
          duration: appointments.duration,
        })
        .from(appointments)
        .where(
          and(
            inArray(appointments.clinicId, clinicIds),
            gte(appointments.appointmentDate, range.from),
            lte(appointments.appointmentDate, range.to),
            ne(appointments.status, 'cancelled'),
          ),
        );
      const held = await db
        .select({
          clinicId: slotHolds.clinicId,
          date: slotHolds.date,
          startTime: slotHolds.startTime,
          endTime: slotHolds.endTime,
        })
        .from(slotHolds)
        .where(
          and(
            inArray(slotHolds.clinicId, clinicIds),
            gte(slotHolds.date, range.from),
            lte(slotHolds.date, range.to),
            gt(slotHolds.expiresAt, now),
            exceptOwnerId ? ne(slotHolds.ownerId, exceptOwnerId) : undefined,
          ),
        );
      return [
        ...booked.map(({ startTime, duration, ...row }) => ({
          ...row,
          start: minutesOf(startTime),
          end: minutesOf(startTime) + duration,
        })),
        ...held.map(({ startTime, endTime, ...row }) => ({
          ...row,
          start: minutesOf(startTime),
          end: minutesOf(endTime),
        })),
      ];
    },

    /** The clinics' services, oldest first (a name shared by two services means the first). */
    async services(clinicIds: string[]): Promise<ClinicService[]> {
      if (clinicIds.length === 0) return [];
      return db
        .select({
          clinicId: services.clinicId,
          id: services.id,
          name: services.name,
          duration: services.duration,
          price: services.price,
        })
        .from(services)
        .where(inArray(services.clinicId, clinicIds))
        .orderBy(asc(services.createdAt), asc(services.id));
    },

    /** Each clinic's shortest service length, in one grouped query. */
    async shortestServices(clinicIds: string[]): Promise<Map<string, number>> {
      if (clinicIds.length === 0) return new Map();
      const rows = await db
        .select({ clinicId: services.clinicId, duration: sql<number>`min(${services.duration})` })
        .from(services)
        .where(inArray(services.clinicId, clinicIds))
        .groupBy(services.clinicId);
      return new Map(rows.map((row) => [row.clinicId, Number(row.duration)]));
    },

    async slotById(clinicId: string, slotId: string): Promise<SlotRecord | null> {
      const [row] = await db
        .select({
          clinicId: timeSlots.clinicId,
          date: timeSlots.date,
          slotId: timeSlots.id,
          startTime: timeSlots.startTime,
          endTime: timeSlots.endTime,
          service: timeSlots.service,
          duration: timeSlots.duration,
          isBooked: timeSlots.isBooked,
          serviceId: timeSlots.serviceId,
        })
        .from(timeSlots)
        .where(and(eq(timeSlots.id, slotId), eq(timeSlots.clinicId, clinicId)))
        .limit(1);
      if (!row) return null;
      const { startTime, endTime, ...rest } = row;
      return { ...rest, start: minutesOf(startTime), end: minutesOf(endTime) };
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
