import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { TEAM_JSON } from './team-sql';
import { toMinutes, type TeamClinician } from '@petvet/shared';
import type { ClinicService, DateRange, DatedBusy, DatedWindow } from './availability-plan';
import type { TeamBusy } from './team-offers';

const { services } = schema;

export const toWindow = ({
  startTime,
  endTime,
  ...row
}: Omit<DatedWindow, 'start' | 'end'> & { startTime: string; endTime: string }): DatedWindow => ({
  ...row,
  start: toMinutes(startTime),
  end: toMinutes(endTime),
});

/** A clinic-day range of time nobody else may book: an appointment's length or a hold's end. */
export interface BusyRow {
  startTime: string;
  endTime: string | null;
  duration: number | null;
  /** Whose time (holds and appointments name a clinician; an appointment may name a room). */
  clinicianId?: string | null;
  roomId?: string | null;
}

export const busyEnd = (row: BusyRow) =>
  row.endTime === null ? toMinutes(row.startTime) + (row.duration ?? 0) : toMinutes(row.endTime);

export type WindowRow = Omit<DatedWindow, 'clinicId' | 'date' | 'start' | 'end'> & {
  startTime: string;
  endTime: string;
};

/** A row of a clinic's date, as the JSON of a query returns it. */
type FactRow<T> = T & { clinicId: string; date: string };

/** A uuid[] parameter: one statement shape whatever the number of ids (ids come from the database). */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The data availability is computed from, for any number of clinics and dates in a bounded
 * number of queries: published windows, busy ranges (live appointments and other owners' live
 * holds) and the clinics' services.
 */
export function createAvailabilityRepository(db: Database) {
  return {
    /**
     * Published windows of some clinics over a date range, and their busy ranges: live
     * appointments, and live holds except those of `exceptOwnerId` (an owner sees the time held
     * for them; a hold is live while it expires after `now`). One query.
     */
    async factsIn(
      clinicIds: string[],
      range: DateRange,
      now: Date,
      exceptOwnerId?: string,
    ): Promise<{
      windows: DatedWindow[];
      busy: Array<DatedBusy & TeamBusy>;
      clinicians: Map<string, TeamClinician[]>;
    }> {
      if (clinicIds.length === 0) return { windows: [], busy: [], clinicians: new Map() };
      const ids = uuidArray(clinicIds);
      const dates = sql`between ${range.from}::date and ${range.to}::date`;
      const [row] = rowsOf<{
        windows: FactRow<WindowRow>[] | null;
        busy: FactRow<BusyRow>[] | null;
        team: Array<{ clinicId: string; clinicians: TeamClinician[] }> | null;
      }>(
        await db.execute(sql`select
          (select json_agg(json_build_object('clinicId', t.clinic_id, 'date', t.date,
              'slotId', t.id, 'clinicianId', t.clinician_id, 'startTime', t.start_time, 'endTime', t.end_time,
              'service', t.service, 'duration', t.duration, 'isBooked', t.is_booked)
              order by t.date, t.start_time)
            from time_slots t where t.clinic_id = any(${ids}) and t.date ${dates}) as windows,
          (select json_agg(b) from (
            select a.clinic_id as "clinicId", a.appointment_date as date,
              a.appointment_time as "startTime", null::time as "endTime", a.duration,
              a.clinician_id as "clinicianId", a.room_id as "roomId"
            from appointments a
            where a.clinic_id = any(${ids}) and a.appointment_date ${dates}
              and a.status <> 'cancelled'
            union all
            select h.clinic_id, h.date, h.start_time, h.end_time, null, h.clinician_id, null
            from slot_holds h
            where h.clinic_id = any(${ids}) and h.date ${dates}
              and h.expires_at > ${now.toISOString()}::timestamptz
              and h.owner_id is distinct from ${exceptOwnerId ?? null}::uuid
          ) b) as busy,
          (select json_agg(json_build_object('clinicId', c.id,
              'clinicians', ${TEAM_JSON(sql`c.id`)}))
            from clinics c where c.id = any(${ids})) as team`),
      );
      return {
        windows: (row?.windows ?? []).map(toWindow),
        busy: (row?.busy ?? []).map((busy) => ({
          clinicId: busy.clinicId,
          date: busy.date,
          start: toMinutes(busy.startTime),
          end: busyEnd(busy),
          clinicianId: busy.clinicianId ?? null,
          roomId: busy.roomId ?? null,
          kind: busy.duration === null ? ('hold' as const) : ('appointment' as const),
        })),
        clinicians: new Map((row?.team ?? []).map((t) => [t.clinicId, t.clinicians])),
      };
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
          roomId: services.roomId,
          species: services.species,
          bookingMode: services.bookingMode,
        })
        .from(services)
        .where(inArray(services.clinicId, clinicIds))
        .orderBy(asc(services.createdAt), asc(services.id));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
