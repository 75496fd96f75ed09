import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { toMinutes } from '@petvet/shared';
import type { ClinicService, DateRange, DatedBusy, DatedWindow } from './availability-plan';

const { services } = schema;

// PostgreSQL answers times as HH:MM:SS; minutes of the day are what the arithmetic needs.
const minutesOf = (time: string) => toMinutes(time.slice(0, 5));

const toWindow = ({
  startTime,
  endTime,
  ...row
}: Omit<DatedWindow, 'start' | 'end'> & { startTime: string; endTime: string }): DatedWindow => ({
  ...row,
  start: minutesOf(startTime),
  end: minutesOf(endTime),
});

/** A clinic-day range of time nobody else may book: an appointment's length or a hold's end. */
interface BusyRow {
  startTime: string;
  endTime: string | null;
  duration: number | null;
}

const busyEnd = (row: BusyRow) =>
  row.endTime === null ? minutesOf(row.startTime) + (row.duration ?? 0) : minutesOf(row.endTime);

type WindowRow = Omit<DatedWindow, 'clinicId' | 'date' | 'start' | 'end'> & {
  startTime: string;
  endTime: string;
};

/** A row of a clinic's date, as the JSON of a query answers it. */
type FactRow<T> = T & { clinicId: string; date: string };

interface NextFreeRow {
  clinic_id: string;
  shortest: ClinicService | null;
  date: string | null;
  windows: WindowRow[] | null;
  busy: BusyRow[] | null;
}

/** What the next free times of some clinics are computed from (see nextFreeFacts). */
export interface NextFreeFacts {
  /** Each asked clinic's shortest service, null when it lists none. */
  shortest: Map<string, ClinicService | null>;
  days: Array<{ clinicId: string; date: string }>;
  windows: DatedWindow[];
  busy: DatedBusy[];
}

/** A uuid[] parameter: one statement shape whatever the number of ids (ids come from the database). */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The facts availability is computed from, for any number of clinics and dates in a bounded
 * number of queries: published windows, busy ranges (live appointments and other owners' live
 * holds) and the clinics' services.
 */
export function createAvailabilityRepository(db: Database) {
  return {
    /**
     * Everything the next free time of some clinics is computed from, in one query: each clinic's
     * shortest service (null without services), and its candidate days with their windows and
     * busy ranges. Candidate days are dates `days.from` to `days.to` days after the clinic's own
     * today with a stretch of free published time, not yet past, at least as long as the shortest
     * service (any free minute without services): necessary, not sufficient, as the 15-minute step
     * is checked afterwards. Computed with range arithmetic in the database, at most `perClinic`
     * days each, soonest first.
     */
    async nextFreeFacts(
      clinicIds: string[],
      now: Date,
      days: { from: number; to: number },
      perClinic: number,
    ): Promise<NextFreeFacts> {
      const facts: NextFreeFacts = { shortest: new Map(), days: [], windows: [], busy: [] };
      if (clinicIds.length === 0) return facts;
      const at = sql`${now.toISOString()}::timestamptz`;
      const rows = rowsOf<NextFreeRow>(
        await db.execute(sql`
          with clinic_now as (
            select c.id as clinic_id, (${at} at time zone c.time_zone) as local_now,
              coalesce(sv.duration, 1) as need,
              case when sv.id is null then null else json_build_object('clinicId', c.id,
                'id', sv.id, 'name', sv.name, 'duration', sv.duration, 'price', sv.price) end as shortest
            from clinics c
            left join lateral (
              -- The shortest, the oldest first among equals: as the services list orders them.
              select s.id, s.name, s.duration, s.price::float8 as price from services s
              where s.clinic_id = c.id order by s.duration, s.created_at, s.id limit 1
            ) sv on true
            where c.id = any(${uuidArray(clinicIds)})
          ), published as (
            select t.clinic_id, t.date,
              range_agg(tsrange(t.date + t.start_time, t.date + t.end_time)) as r
            from time_slots t join clinic_now n on n.clinic_id = t.clinic_id
            where t.date between n.local_now::date + ${days.from}::int
              and n.local_now::date + ${days.to}::int
            group by t.clinic_id, t.date
          ), busy as (
            select a.clinic_id, a.appointment_date as date, a.appointment_time as start_time,
              a.duration, null::time as end_time
            from appointments a
            join published p on p.clinic_id = a.clinic_id and p.date = a.appointment_date
            where a.status <> 'cancelled'
            union all
            select h.clinic_id, h.date, h.start_time, null, h.end_time
            from slot_holds h join published p on p.clinic_id = h.clinic_id and p.date = h.date
            where h.expires_at > ${at}
          ), taken as (
            select clinic_id, date, range_agg(tsrange(date + start_time,
              coalesce(date + end_time, date + start_time + duration * interval '1 minute'))) as r
            from busy group by clinic_id, date
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
          select n.clinic_id, n.shortest, r.date::text as date,
            (select json_agg(json_build_object('slotId', t.id, 'startTime', t.start_time,
                'endTime', t.end_time, 'service', t.service, 'duration', t.duration,
                'isBooked', t.is_booked) order by t.start_time)
              from time_slots t where t.clinic_id = r.clinic_id and t.date = r.date) as windows,
            (select json_agg(json_build_object('startTime', b.start_time, 'endTime', b.end_time,
                'duration', b.duration))
              from busy b where b.clinic_id = r.clinic_id and b.date = r.date) as busy
          from clinic_now n left join ranked r on r.clinic_id = n.clinic_id and r.n <= ${perClinic}::int
          order by n.clinic_id, r.date`),
      );
      for (const row of rows) {
        const clinicId = row.clinic_id;
        facts.shortest.set(clinicId, row.shortest);
        if (row.date === null) continue;
        const date = row.date;
        facts.days.push({ clinicId, date });
        for (const window of row.windows ?? [])
          facts.windows.push(toWindow({ clinicId, date, ...window }));
        for (const busy of row.busy ?? [])
          facts.busy.push({ clinicId, date, start: minutesOf(busy.startTime), end: busyEnd(busy) });
      }
      return facts;
    },

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
    ): Promise<{ windows: DatedWindow[]; busy: DatedBusy[] }> {
      if (clinicIds.length === 0) return { windows: [], busy: [] };
      const ids = uuidArray(clinicIds);
      const dates = sql`between ${range.from}::date and ${range.to}::date`;
      const [row] = rowsOf<{
        windows: FactRow<WindowRow>[] | null;
        busy: FactRow<BusyRow>[] | null;
      }>(
        await db.execute(sql`select
          (select json_agg(json_build_object('clinicId', t.clinic_id, 'date', t.date,
              'slotId', t.id, 'startTime', t.start_time, 'endTime', t.end_time,
              'service', t.service, 'duration', t.duration, 'isBooked', t.is_booked)
              order by t.date, t.start_time)
            from time_slots t where t.clinic_id = any(${ids}) and t.date ${dates}) as windows,
          (select json_agg(b) from (
            select a.clinic_id as "clinicId", a.appointment_date as date,
              a.appointment_time as "startTime", null::time as "endTime", a.duration
            from appointments a
            where a.clinic_id = any(${ids}) and a.appointment_date ${dates}
              and a.status <> 'cancelled'
            union all
            select h.clinic_id, h.date, h.start_time, h.end_time, null
            from slot_holds h
            where h.clinic_id = any(${ids}) and h.date ${dates}
              and h.expires_at > ${now.toISOString()}::timestamptz
              and h.owner_id is distinct from ${exceptOwnerId ?? null}::uuid
          ) b) as busy`),
      );
      return {
        windows: (row?.windows ?? []).map(toWindow),
        busy: (row?.busy ?? []).map((busy) => ({
          clinicId: busy.clinicId,
          date: busy.date,
          start: minutesOf(busy.startTime),
          end: busyEnd(busy),
        })),
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
        })
        .from(services)
        .where(inArray(services.clinicId, clinicIds))
        .orderBy(asc(services.createdAt), asc(services.id));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
