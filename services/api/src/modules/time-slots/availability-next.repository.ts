import { sql } from 'drizzle-orm';
import type { Database } from '@petvet/shared/server';
import { toMinutes, type TeamClinician } from '@petvet/shared';
import type { ClinicService, DatedBusy, DatedWindow } from './availability-plan';
import type { TeamBusy } from './team-offers';
import { TEAM_JSON } from './team-sql';
import { busyEnd, toWindow, type BusyRow, type WindowRow } from './availability.repository';

/** Candidate days of several clinics, read at once, that their next free times are computed from. */
export interface CandidateDaysOfClinics {
  /** Each asked clinic's shortest service, null when it lists none. */
  shortest: Map<string, ClinicService | null>;
  days: Array<{ clinicId: string; date: string }>;
  windows: DatedWindow[];
  busy: Array<DatedBusy & TeamBusy>;
  /** Each asked clinic's clinicians. */
  clinicians: Map<string, TeamClinician[]>;
}

const at = sql`${sql.placeholder('at')}::timestamptz`;

/**
 * Per asked clinic, its shortest service, and a row per candidate day with that day's windows and
 * busy ranges (or one row without a day). Candidate days are dates `from` to `to` days after the
 * clinic's own today with a stretch of free published time, not yet past, at least as long as the
 * shortest service (any free minute without services): necessary, not sufficient, as the
 * 15-minute step is checked afterwards. Range arithmetic, at most `perClinic` days each.
 */
const NEXT_FREE = sql`(
  with clinic_now as (
    select c.id as clinic_id, (${at} at time zone c.time_zone) as local_now,
      coalesce(sv.duration, 1) as need,
      case when sv.id is null then null else json_build_object('clinicId', c.id,
        'id', sv.id, 'name', sv.name, 'duration', sv.duration, 'price', sv.price,
        'roomId', sv.room_id, 'species', sv.species) end as shortest
    from clinics c
    left join lateral (
      -- The shortest booked by time (a drop-off has no start times), the oldest first among
      -- equals: as the services list orders them.
      select s.id, s.name, s.duration, s.price::float8 as price, s.room_id, s.species
      from services s
      where s.clinic_id = c.id and s.booking_mode = 'appointment'
      order by s.duration, s.created_at, s.id limit 1
    ) sv on true
    where c.id = any(${sql.placeholder('ids')}::uuid[])
  ), published as (
    -- Each clinician's own published time: a free stretch is one calendar's.
    select t.clinic_id, t.clinician_id, t.date,
      range_agg(tsrange(t.date + t.start_time, t.date + t.end_time)) as r
    from time_slots t join clinic_now n on n.clinic_id = t.clinic_id
    where t.date between n.local_now::date + ${sql.placeholder('from')}::int
      and n.local_now::date + ${sql.placeholder('to')}::int
    group by t.clinic_id, t.clinician_id, t.date
  ), days as (
    select distinct clinic_id, date from published
  ), busy as (
    select a.clinic_id, a.clinician_id, a.room_id, a.appointment_date as date,
      a.appointment_time as start_time, a.duration, null::time as end_time
    from appointments a
    join days p on p.clinic_id = a.clinic_id and p.date = a.appointment_date
    where a.status <> 'cancelled'
    union all
    select h.clinic_id, h.clinician_id, null, h.date, h.start_time, null, h.end_time
    from slot_holds h join days p on p.clinic_id = h.clinic_id and p.date = h.date
    where h.expires_at > ${at}
  ), taken as (
    select clinic_id, clinician_id, date, range_agg(tsrange(date + start_time,
      coalesce(date + end_time, date + start_time + duration * interval '1 minute'))) as r
    from busy group by clinic_id, clinician_id, date
  ), gaps as (
    select p.clinic_id, p.date,
      unnest(p.r - coalesce(t.r, '{}'::tsmultirange)) as g
    from published p left join taken t on t.clinic_id = p.clinic_id
      and t.clinician_id = p.clinician_id and t.date = p.date
  ), fitting as (
    select distinct g.clinic_id, g.date from gaps g join clinic_now n on n.clinic_id = g.clinic_id
    where upper(g.g) - greatest(lower(g.g), n.local_now) >= n.need * interval '1 minute'
  ), ranked as (
    select clinic_id, date,
      row_number() over (partition by clinic_id order by date) as n
    from fitting
  )
  select n.clinic_id, n.shortest, r.date::text as date,
    (select json_agg(json_build_object('slotId', t.id, 'clinicianId', t.clinician_id,
        'startTime', t.start_time,
        'endTime', t.end_time, 'service', t.service, 'duration', t.duration,
        'isBooked', t.is_booked) order by t.start_time)
      from time_slots t where t.clinic_id = r.clinic_id and t.date = r.date) as windows,
    (select json_agg(json_build_object('startTime', b.start_time, 'endTime', b.end_time,
        'duration', b.duration, 'clinicianId', b.clinician_id, 'roomId', b.room_id))
      from busy b where b.clinic_id = r.clinic_id and b.date = r.date) as busy,
    ${TEAM_JSON(sql`n.clinic_id`)} as team
  from clinic_now n
  left join ranked r on r.clinic_id = n.clinic_id and r.n <= ${sql.placeholder('perClinic')}::int
) f`;

/** The data of clinics' next free times, read by one prepared statement per pass. */
export function createNextFreeRepository(db: Database) {
  // One statement text whatever the clinics (their ids are one array): planned once per connection.
  const nextFree = db
    .select({
      clinicId: sql<string>`f.clinic_id`,
      shortest: sql<ClinicService | null>`f.shortest`,
      date: sql<string | null>`f.date`,
      windows: sql<WindowRow[] | null>`f.windows`,
      busy: sql<BusyRow[] | null>`f.busy`,
      team: sql<TeamClinician[]>`f.team`,
    })
    .from(NEXT_FREE)
    .orderBy(sql`f.clinic_id`, sql`f.date`)
    .prepare('availability_next_free');

  return {
    /** Data of the candidate days `days.from` to `days.to` days ahead, `perClinic` at most each. */
    async nextFreeFacts(
      clinicIds: string[],
      now: Date,
      days: { from: number; to: number },
      perClinic: number,
    ): Promise<CandidateDaysOfClinics> {
      const facts: CandidateDaysOfClinics = {
        shortest: new Map(),
        days: [],
        windows: [],
        busy: [],
        clinicians: new Map(),
      };
      if (clinicIds.length === 0) return facts;
      const rows = await nextFree.execute({
        // Ids come from the database: a uuid[] literal needs no quoting.
        ids: `{${clinicIds.join(',')}}`,
        at: now.toISOString(),
        from: days.from,
        to: days.to,
        perClinic,
      });
      for (const { clinicId, shortest, date, windows, busy, team } of rows) {
        facts.shortest.set(clinicId, shortest);
        facts.clinicians.set(clinicId, team);
        if (date === null) continue;
        facts.days.push({ clinicId, date });
        for (const window of windows ?? [])
          facts.windows.push(toWindow({ clinicId, date, ...window }));
        for (const range of busy ?? [])
          facts.busy.push({
            clinicId,
            date,
            start: toMinutes(range.startTime),
            end: busyEnd(range),
            clinicianId: range.clinicianId ?? null,
            roomId: range.roomId ?? null,
            kind: range.duration === null ? 'hold' : 'appointment',
          });
      }
      return facts;
    },
  };
}
