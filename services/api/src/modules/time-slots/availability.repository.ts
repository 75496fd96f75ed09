import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
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

const windowColumns = {
  clinicId: timeSlots.clinicId,
  date: timeSlots.date,
  slotId: timeSlots.id,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  service: timeSlots.service,
  duration: timeSlots.duration,
  isBooked: timeSlots.isBooked,
};

const toWindow = ({
  startTime,
  endTime,
  ...row
}: Omit<DatedWindow, 'start' | 'end'> & { startTime: string; endTime: string }): DatedWindow => ({
  ...row,
  start: minutesOf(startTime),
  end: minutesOf(endTime),
});

/** Some clinics over a date range, or exactly some clinic days. */
export type BusyScope =
  { clinicIds: string[]; range: DateRange } | { days: Array<{ clinicId: string; date: string }> };

const unique = (values: string[]) => [...new Set(values)];

/**
 * The facts availability is computed from, for any number of clinics and dates in a bounded
 * number of queries: published windows, busy ranges (live appointments and other owners' live
 * holds) and the clinics' services.
 */
export function createAvailabilityRepository(db: Database) {
  return {
    /**
     * Days worth a closer look for each clinic's next free time: dates `days.from` to `days.to`
     * days after its own today with a stretch of free published time, not yet
     * past, at least as long as its shortest service (any free minute for a clinic without
     * services). Necessary, not sufficient: the 15-minute step is checked afterwards. Computed
     * in the database with range arithmetic, so a page of clinics costs one query whatever their
     * calendars hold. At most `perClinic` days each, soonest first.
     */
    async candidateDays(
      clinicIds: string[],
      now: Date,
      days: { from: number; to: number },
      perClinic: number,
    ): Promise<Array<{ clinicId: string; date: string }>> {
      if (clinicIds.length === 0) return [];
      const ids = sql.join(
        clinicIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const at = sql`${now.toISOString()}::timestamptz`;
      const rows = rowsOf<{ clinic_id: string; date: string }>(
        await db.execute(sql`
          with clinic_now as (
            select c.id as clinic_id, (${at} at time zone c.time_zone) as local_now,
              coalesce((select min(s.duration) from services s where s.clinic_id = c.id), 1) as need
            from clinics c where c.id in (${ids})
          ), published as (
            select t.clinic_id, t.date,
              range_agg(tsrange(t.date + t.start_time, t.date + t.end_time)) as r
            from time_slots t join clinic_now n on n.clinic_id = t.clinic_id
            where t.date between n.local_now::date + ${days.from}::int
              and n.local_now::date + ${days.to}::int
            group by t.clinic_id, t.date
          ), taken as (
            select clinic_id, date, range_agg(r) as r from (
              select a.clinic_id, a.appointment_date as date,
                tsrange(a.appointment_date + a.appointment_time,
                  a.appointment_date + a.appointment_time + a.duration * interval '1 minute') as r
              from appointments a
              join published p on p.clinic_id = a.clinic_id and p.date = a.appointment_date
              where a.status <> 'cancelled'
              union all
              select h.clinic_id, h.date, tsrange(h.date + h.start_time, h.date + h.end_time)
              from slot_holds h join published p on p.clinic_id = h.clinic_id and p.date = h.date
              where h.expires_at > ${at}
            ) busy group by clinic_id, date
          ), gaps as (
            select p.clinic_id, p.date,
              unnest(p.r - coalesce(t.r, '{}'::tsmultirange)) as g
            from published p left join taken t on t.clinic_id = p.clinic_id and t.date = p.date
          ), fitting as (
            select distinct g.clinic_id, g.date from gaps g join clinic_now n on n.clinic_id = g.clinic_id
            where upper(g.g) - greatest(lower(g.g), n.local_now) >= n.need * interval '1 minute'
          ), ranked as (
            select clinic_id, date,
              row_number() over (partition by clinic_id order by date) as n
            from fitting
          )
          select clinic_id, date::text as date from ranked
          where n <= ${perClinic}::int order by clinic_id, date`),
      );
      return rows.map((row) => ({ clinicId: row.clinic_id, date: row.date }));
    },

    /** Published windows of these clinic days (read by clinic and by date, then narrowed). */
    async windowsOnDays(days: Array<{ clinicId: string; date: string }>): Promise<DatedWindow[]> {
      if (days.length === 0) return [];
      const wanted = new Set(days.map((day) => `${day.clinicId} ${day.date}`));
      const rows = await db
        .select(windowColumns)
        .from(timeSlots)
        .where(
          and(
            inArray(timeSlots.clinicId, [...new Set(days.map((day) => day.clinicId))]),
            inArray(timeSlots.date, [...new Set(days.map((day) => day.date))]),
          ),
        )
        .orderBy(asc(timeSlots.date), asc(timeSlots.startTime));
      return rows.map(toWindow).filter((row) => wanted.has(`${row.clinicId} ${row.date}`));
    },

    async windows(clinicIds: string[], range: DateRange): Promise<DatedWindow[]> {
      if (clinicIds.length === 0) return [];
      const rows = await db
        .select(windowColumns)
        .from(timeSlots)
        .where(
          and(
            inArray(timeSlots.clinicId, clinicIds),
            gte(timeSlots.date, range.from),
            lte(timeSlots.date, range.to),
          ),
        )
        .orderBy(asc(timeSlots.date), asc(timeSlots.startTime));
      return rows.map(toWindow);
    },

    /**
     * Live appointments, and live holds except those of `exceptOwnerId` (an owner sees the time
     * held for them), of some clinics over a date range or of exactly some clinic days. A hold is
     * live while it expires after `now`.
     */
    async busy(scope: BusyScope, now: Date, exceptOwnerId?: string): Promise<DatedBusy[]> {
      // Clinic days are read as their clinics on their dates (a superset the callers key by day).
      const ids = 'days' in scope ? unique(scope.days.map((day) => day.clinicId)) : scope.clinicIds;
      const dates = 'days' in scope ? unique(scope.days.map((day) => day.date)) : null;
      const range = 'days' in scope ? null : scope.range;
      const where = {
        booked: and(
          inArray(appointments.clinicId, ids),
          dates ? inArray(appointments.appointmentDate, dates) : undefined,
          range ? gte(appointments.appointmentDate, range.from) : undefined,
          range ? lte(appointments.appointmentDate, range.to) : undefined,
        ),
        held: and(
          inArray(slotHolds.clinicId, ids),
          dates ? inArray(slotHolds.date, dates) : undefined,
          range ? gte(slotHolds.date, range.from) : undefined,
          range ? lte(slotHolds.date, range.to) : undefined,
        ),
      };
      if (ids.length === 0) return [];
      const booked = await db
        .select({
          clinicId: appointments.clinicId,
          date: appointments.appointmentDate,
          startTime: appointments.appointmentTime,
          duration: appointments.duration,
        })
        .from(appointments)
        .where(and(where.booked, ne(appointments.status, 'cancelled')));
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
            where.held,
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
