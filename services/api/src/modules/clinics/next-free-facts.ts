import { sql } from 'drizzle-orm';
import { BOOKING_WINDOW_DAYS, toMinutes } from '@petvet/shared';
import type { TeamClinician } from '@petvet/shared';
import type { ClinicService } from '../time-slots/availability-plan';
import { TEAM_JSON } from '../time-slots/team-sql';

/** A published window of a date, in minutes of the day. */
export interface FactWindow {
  date: string;
  /** Empty: which slot a start falls in does not change when the first start is. */
  slotId: string;
  start: number;
  end: number;
  /** Whether a live appointment overlaps the slot (maintained by the database). */
  isBooked: boolean;
  /** The clinician whose time it is (left out: the clinic's one calendar). */
  clinicianId?: string;
}

/** Time of a date that nobody else may book, in minutes of the day. */
export interface FactBusy {
  date: string;
  start: number;
  end: number;
  /** Whose time (left out: every calendar's), the room it takes, whether it is a hold. */
  clinicianId?: string | null;
  roomId?: string | null;
  kind?: 'appointment' | 'hold';
}

/**
 * What a clinic's next free time is most often decided by: its shortest service, and every
 * published window and busy range (live appointments, live holds) of its today and of the first
 * later date with any published time inside the booking window. No date between those two has a
 * window, so the first start on them, if any, is the clinic's first start of all.
 */
export interface OneClinicNextFreeInput {
  shortest: ClinicService | null;
  /** The clinic's today as the database reckons it. */
  today: string;
  /** The first date after today (inside the booking window) with published time; null: none. */
  nextDate: string | null;
  windows: FactWindow[];
  busy: FactBusy[];
  /** The clinic's clinicians (left out: each calendar the windows name is one). */
  clinicians?: TeamClinician[];
}

/**
 * [date, start, end, is booked]: what a next free time is decided by (arrays build and parse
 * faster than objects).
 */
type WindowTuple = [string, string, string, boolean, string?];
/** [date, start, end (holds), duration (appointments), clinician, room]. */
type BusyTuple = [string, string, string | null, number | null, (string | null)?, (string | null)?];

export type NextFreeFactsRow = [
  today: string,
  nextDate: string | null,
  windows: WindowTuple[] | null,
  busy: BusyTuple[] | null,
  team?: TeamClinician[],
];

const at = sql`${sql.placeholder('at')}::timestamptz`;

/**
 * The data above but the shortest service, for the clinic `c` of the statement, as `nf.facts`, one
 * JSON array (lateral, one row each). Every part is a short probe of a clinic-first index, whatever
 * the number of clinics.
 */
export const NEXT_FREE_FACTS = sql`left join lateral (
  select json_build_array(
    d.today,
    nd.date,
    -- Unordered (an ordered aggregate sorts once per clinic): put in order when read.
    (select json_agg(json_build_array(t.date, t.start_time, t.end_time, t.is_booked,
        t.clinician_id))
      from time_slots t where t.clinic_id = c.id and t.date between d.today and d.last),
    (select json_agg(json_build_array(b.date, b.start_time, b.end_time, b.duration,
        b.clinician_id, b.room_id)) from (
      select a.appointment_date as date, a.appointment_time as start_time,
        null::time as end_time, a.duration, a.clinician_id, a.room_id
      from appointments a
      where a.clinic_id = c.id and a.appointment_date between d.today and d.last
        and a.status <> 'cancelled'
      union all
      select h.date, h.start_time, h.end_time, null, h.clinician_id, null from slot_holds h
      where h.clinic_id = c.id and h.date between d.today and d.last and h.expires_at > ${at}
        -- Once for the statement: while no hold is live (most of the time) no clinic looks.
        and (select exists (select from slot_holds where expires_at > ${at}))
    ) b),
    ${TEAM_JSON(sql`c.id`)}
  ) as facts
  from (select (${at} at time zone c.time_zone)::date as today) n
  left join lateral (
    select t.date from time_slots t
    where t.clinic_id = c.id and t.date > n.today
      and t.date <= n.today + ${sql.raw(String(BOOKING_WINDOW_DAYS))}
    order by t.date limit 1
  ) nd on true
  -- No date between the two has a window: one range of the clinic-first indexes reads both.
  cross join lateral (select n.today, coalesce(nd.date, n.today) as last) d
) nf on true`;

const byDateAndStart = (a: FactWindow, b: FactWindow) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.start - b.start;

/** The next-free data of one clinic from its JSON array and its shortest service. */
export function toNextFreeFacts(
  shortest: ClinicService | null,
  row: NextFreeFactsRow,
): OneClinicNextFreeInput {
  const [today, nextDate, windows, busy, team] = row;
  return {
    shortest,
    today,
    nextDate,
    windows: (windows ?? [])
      .map(([date, start, end, isBooked, clinicianId]) => ({
        date,
        slotId: '',
        start: toMinutes(start),
        end: toMinutes(end),
        isBooked,
        ...(clinicianId ? { clinicianId } : {}),
      }))
      .sort(byDateAndStart),
    busy: (busy ?? []).map(([date, start, end, duration, clinicianId, roomId]) => ({
      date,
      start: toMinutes(start),
      end: end === null ? toMinutes(start) + (duration ?? 0) : toMinutes(end),
      // Rows from the database name whose time (and whether a hold or an appointment).
      ...(clinicianId === undefined
        ? {}
        : {
            clinicianId,
            roomId: roomId ?? null,
            kind: end === null ? ('appointment' as const) : ('hold' as const),
          }),
    })),
    ...(team ? { clinicians: team } : {}),
  };
}
