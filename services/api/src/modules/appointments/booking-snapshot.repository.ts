import { sql, type SQL } from 'drizzle-orm';
import { toMinutes, type TeamFacts } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import type { ClinicService, SlotRecord } from '../time-slots/availability-plan';
import { TEAM_JSON } from '../time-slots/team-sql';
import type { BookingClinic, BookingPet, DayReads, PlacementReads } from './booking-reads';

export type { DayReads, PlacementReads } from './booking-reads';

interface SlotJson extends Omit<SlotRecord, 'start' | 'end'> {
  startTime: string;
  endTime: string;
}

interface DayJson {
  windows: SlotJson[];
  booked: Array<{
    id: string;
    time: string;
    duration: number;
    clinicianId: string | null;
    roomId: string | null;
  }>;
  holds: Array<{
    id: string;
    ownerId: string;
    clinicianId: string;
    startTime: string;
    endTime: string;
  }>;
  clinicians: TeamFacts['clinicians'];
}

interface SnapshotJson extends DayJson {
  clinic: BookingClinic | null;
  pet: BookingPet | null;
  slot: SlotJson | null;
  services: ClinicService[];
}

export const toSlot = ({ startTime, endTime, ...row }: SlotJson): SlotRecord => ({
  ...row,
  start: toMinutes(startTime),
  end: toMinutes(endTime),
});

const slotJson = (alias: string) =>
  sql.raw(`json_build_object('clinicId', ${alias}.clinic_id, 'date', ${alias}.date,
    'slotId', ${alias}.id, 'clinicianId', ${alias}.clinician_id,
    'startTime', ${alias}.start_time, 'endTime', ${alias}.end_time,
    'service', ${alias}.service, 'duration', ${alias}.duration, 'isBooked', ${alias}.is_booked,
    'serviceId', ${alias}.service_id)`);

const clinicId = sql.placeholder('clinicId');

/** The clinic's day `date`: its windows, live appointments, holds live at `at`, clinicians. */
const dayFields = (date: SQL) => sql`
  'windows', coalesce((select json_agg(${slotJson('w')} order by w.start_time)
    from time_slots w where w.clinic_id = ${clinicId} and w.date = ${date}), '[]'),
  'booked', coalesce((select json_agg(json_build_object('id', a.id, 'time', a.appointment_time,
      'duration', a.duration, 'clinicianId', a.clinician_id, 'roomId', a.room_id))
    from appointments a where a.clinic_id = ${clinicId} and a.appointment_date = ${date}
      and a.status <> 'cancelled'), '[]'),
  'holds', coalesce((select json_agg(json_build_object('id', h.id, 'ownerId', h.owner_id,
      'clinicianId', h.clinician_id, 'startTime', h.start_time, 'endTime', h.end_time))
    from slot_holds h where h.clinic_id = ${clinicId} and h.date = ${date}
      and h.expires_at > ${sql.placeholder('at')}::timestamptz), '[]'),
  'clinicians', ${TEAM_JSON(sql`${clinicId}`)}`;

// Fixed statement texts (the request's ids are parameters): planned once per connection.
const SNAPSHOT = sql`(
  with slot as (
    select * from time_slots where id = ${sql.placeholder('slotId')} and clinic_id = ${clinicId}
  )
  select json_build_object(
    'clinic', (select json_build_object('id', c.id, 'timeZone', c.time_zone, 'phone', c.phone,
        'cancellationCutoffHours', c.cancellation_cutoff_hours)
      from clinics c where c.id = ${clinicId}),
    'pet', (select json_build_object('id', p.id, 'name', p.name, 'species', p.species,
        'breed', p.breed)
      from pets p where p.id = ${sql.placeholder('petId')}
        and p.owner_id = ${sql.placeholder('ownerId')}),
    'slot', (select ${slotJson('s')} from slot s),
    'services', coalesce((select json_agg(json_build_object('clinicId', v.clinic_id,
        'id', v.id, 'name', v.name, 'duration', v.duration, 'price', v.price,
        'roomId', v.room_id, 'species', v.species, 'bookingMode', v.booking_mode)
        order by v.created_at, v.id)
      from services v where v.clinic_id = ${clinicId}), '[]'),
    ${dayFields(sql`(select s.date from slot s)`)}
  ) as snapshot
) b`;

const DAY = sql`(
  select json_build_object(${dayFields(sql`${sql.placeholder('date')}::date`)}) as day
) b`;

export interface SnapshotRequest {
  clinicId: string;
  ownerId: string;
  petId: string;
  slotId: string;
  now: Date;
}

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * A booking's reads in one statement each: everything it is checked against (`snapshot`: the
 * clinic, the owner's pet, the slot, the clinic's services and the slot's day), or one day of a
 * clinic (`day`), read after the day is locked.
 */
export function createBookingSnapshotRepository(db: Database) {
  const snapshot = db
    .select({ snapshot: sql<SnapshotJson | string>`b.snapshot` })
    .from(SNAPSHOT)
    .prepare('booking_snapshot');

  return {
    /** The booking's reads for this clinic, owner, pet and slot, from one snapshot. */
    async snapshot(request: SnapshotRequest): Promise<PlacementReads & DayReads> {
      const { now, ...ids } = request;
      const [row] = await snapshot.execute({ ...ids, at: now.toISOString() });
      if (!row) throw new Error('booking snapshot returned no row');
      const snap = parsed(row.snapshot);
      const { clinicId: clinic, ownerId, petId, slotId } = request;
      return {
        ...placementReadsOf(snap, { clinicId: clinic, ownerId, petId, slotId }),
        ...dayReadsOf(snap, { clinicId: clinic, date: snap.slot?.date, now }),
      };
    },

    /** One day of a clinic, read in the caller's transaction (`tx`). */
    async day(tx: Database, at: { clinicId: string; date: string; now: Date }): Promise<DayReads> {
      const [row] = await tx
        .select({ day: sql<DayJson | string>`b.day` })
        .from(DAY)
        .prepare('booking_day')
        .execute({ clinicId: at.clinicId, date: at.date, at: at.now.toISOString() });
      if (!row) throw new Error('booking day returned no row');
      return dayReadsOf(parsed(row.day), at);
    },
  };
}

// A read of anything else than what was read is a mistake in the caller, never a refusal.
function held(what: string, asked: string, read: string | undefined) {
  if (asked !== read) throw new Error(`booking snapshot holds ${what} ${read}, not ${asked}`);
}

function placementReadsOf(
  snap: SnapshotJson,
  ids: { clinicId: string; ownerId: string; petId: string; slotId: string },
): PlacementReads {
  return {
    clinicById: async (clinic: string) => {
      held('clinic', clinic, ids.clinicId);
      return snap.clinic;
    },
    ownedPet: async (owner: string, pet: string) => {
      held('owner', owner, ids.ownerId);
      held('pet', pet, ids.petId);
      return snap.pet;
    },
    slot: async (clinic: string, slot: string) => {
      held('clinic', clinic, ids.clinicId);
      held('slot', slot, ids.slotId);
      return snap.slot ? toSlot(snap.slot) : null;
    },
    services: async (clinic: string) => {
      held('clinic', clinic, ids.clinicId);
      return snap.services;
    },
  };
}

/** The day's rows as the scheduling core's input. */
export function teamFactsOf(day: DayJson, date?: string): TeamFacts {
  return {
    ...(date === undefined ? {} : { date }),
    clinicians: day.clinicians,
    windows: day.windows.map(toSlot),
    appointments: day.booked.map((b) => ({
      id: b.id,
      clinicianId: b.clinicianId,
      roomId: b.roomId,
      start: toMinutes(b.time),
      end: toMinutes(b.time) + b.duration,
    })),
    holds: day.holds.map((h) => ({
      id: h.id,
      ownerId: h.ownerId,
      clinicianId: h.clinicianId,
      start: toMinutes(h.startTime),
      end: toMinutes(h.endTime),
    })),
  };
}

function dayReadsOf(
  day: DayJson,
  at: { clinicId: string; date: string | undefined; now: Date },
): DayReads {
  return {
    dayFacts: async (clinic: string, date: string, now: Date): Promise<TeamFacts> => {
      held('clinic', clinic, at.clinicId);
      held('day', date, at.date);
      held('time', now.toISOString(), at.now.toISOString());
      return teamFactsOf(day, date);
    },
  };
}
