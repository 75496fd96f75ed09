import { sql } from 'drizzle-orm';
import type { Database } from '@petvet/shared/server';
import type { ClinicService, DatedWindow, SlotRecord } from '../time-slots/availability-plan';
import type { BookingClinic, BookingPet, BookingRepository, DayHold } from './booking.repository';

/** The reads of a booking's checks, answered from one snapshot instead of the locked day. */
export type BookingReads = Pick<
  BookingRepository,
  'clinicById' | 'ownedPet' | 'slot' | 'services' | 'dayWindows' | 'bookedOn' | 'liveHoldsOn'
>;

interface SlotJson extends Omit<SlotRecord, 'start' | 'end'> {
  startTime: string;
  endTime: string;
}

interface SnapshotJson {
  clinic: BookingClinic | null;
  pet: BookingPet | null;
  slot: SlotJson | null;
  services: ClinicService[];
  windows: SlotJson[];
  booked: Array<{ time: string; duration: number }>;
  holds: Array<{ id: string; ownerId: string; startTime: string; endTime: string }>;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const toSlot = ({ startTime, endTime, ...row }: SlotJson): SlotRecord => ({
  ...row,
  start: minutesOf(startTime),
  end: minutesOf(endTime),
});

const slotJson = (alias: string) =>
  sql.raw(`json_build_object('clinicId', ${alias}.clinic_id, 'date', ${alias}.date,
    'slotId', ${alias}.id, 'startTime', ${alias}.start_time, 'endTime', ${alias}.end_time,
    'service', ${alias}.service, 'duration', ${alias}.duration, 'isBooked', ${alias}.is_booked,
    'serviceId', ${alias}.service_id)`);

const clinicId = sql.placeholder('clinicId');

// The statement's text is fixed (the request's ids are parameters): planned once per connection.
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
      from pets p where p.id = ${sql.placeholder('petId')} and p.owner_id = ${sql.placeholder('ownerId')}),
    'slot', (select ${slotJson('s')} from slot s),
    'services', coalesce((select json_agg(json_build_object('clinicId', v.clinic_id,
        'id', v.id, 'name', v.name, 'duration', v.duration, 'price', v.price)
        order by v.created_at, v.id)
      from services v where v.clinic_id = ${clinicId}), '[]'),
    'windows', coalesce((select json_agg(${slotJson('w')} order by w.start_time)
      from time_slots w join slot s on w.date = s.date where w.clinic_id = ${clinicId}), '[]'),
    'booked', coalesce((select json_agg(json_build_object('time', a.appointment_time,
        'duration', a.duration))
      from appointments a join slot s on a.appointment_date = s.date
      where a.clinic_id = ${clinicId} and a.status <> 'cancelled'), '[]'),
    'holds', coalesce((select json_agg(json_build_object('id', h.id, 'ownerId', h.owner_id,
        'startTime', h.start_time, 'endTime', h.end_time))
      from slot_holds h join slot s on h.date = s.date
      where h.clinic_id = ${clinicId} and h.expires_at > ${sql.placeholder('at')}::timestamptz),
      '[]')
  ) as snapshot
) b`;

export interface SnapshotRequest {
  clinicId: string;
  ownerId: string;
  petId: string;
  slotId: string;
  now: Date;
}

/**
 * Everything a booking is checked against (the clinic, the owner's pet, the slot, the clinic's
 * services, and the slot's day: its windows, live appointments and live holds) in one statement,
 * so one snapshot, without locks.
 */
export function createBookingSnapshotRepository(db: Database) {
  const snapshot = db
    .select({ snapshot: sql<SnapshotJson | string>`b.snapshot` })
    .from(SNAPSHOT)
    .prepare('booking_snapshot');

  return {
    /** The booking repository's reads for this clinic, owner, pet and slot, from one snapshot. */
    async read(request: SnapshotRequest): Promise<BookingReads> {
      const { now, ...ids } = request;
      const [row] = await snapshot.execute({ ...ids, at: now.toISOString() });
      if (!row) throw new Error('booking snapshot returned no row');
      const snap =
        typeof row.snapshot === 'string'
          ? (JSON.parse(row.snapshot) as SnapshotJson)
          : row.snapshot;
      return readsOf(snap, request);
    },
  };
}

/** Answers the reads the snapshot holds; a read of anything else is a mistake in the caller. */
function readsOf(snap: SnapshotJson, request: SnapshotRequest): BookingReads {
  const { clinicId, ownerId, petId, slotId, now } = request;
  const held = (what: string, asked: string, read: string | undefined) => {
    if (asked !== read) throw new Error(`booking snapshot holds ${what} ${read}, not ${asked}`);
  };
  const sameDay = (clinic: string, date: string) => {
    held('clinic', clinic, clinicId);
    held('day', date, snap.slot?.date);
  };

  return {
    clinicById: async (clinic: string) => {
      held('clinic', clinic, clinicId);
      return snap.clinic;
    },
    ownedPet: async (owner: string, pet: string) => {
      held('owner', owner, ownerId);
      held('pet', pet, petId);
      return snap.pet;
    },
    slot: async (clinic: string, slot: string) => {
      held('clinic', clinic, clinicId);
      held('slot', slot, slotId);
      return snap.slot ? toSlot(snap.slot) : null;
    },
    services: async (clinic: string) => {
      held('clinic', clinic, clinicId);
      return snap.services;
    },
    dayWindows: async (clinic: string, date: string): Promise<DatedWindow[]> => {
      sameDay(clinic, date);
      return snap.windows.map(toSlot);
    },
    bookedOn: async (clinic: string, date: string, exceptId?: string) => {
      sameDay(clinic, date);
      if (exceptId) throw new Error('booking snapshot does not leave out a moved appointment');
      return snap.booked.map((b) => ({
        start: minutesOf(b.time),
        end: minutesOf(b.time) + b.duration,
      }));
    },
    liveHoldsOn: async (clinic: string, date: string, at: Date): Promise<DayHold[]> => {
      sameDay(clinic, date);
      held('time', at.toISOString(), now.toISOString());
      return snap.holds.map((h) => ({
        id: h.id,
        ownerId: h.ownerId,
        start: minutesOf(h.startTime),
        end: minutesOf(h.endTime),
      }));
    },
  };
}
