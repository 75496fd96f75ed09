/**
 * 60 days of a clinic's published time booked to 70%, written as the booking repository writes
 * an appointment (its `insertAppointment` columns, with the clinician and room the booking takes),
 * in one transaction: some 3,000 bookings one POST at a time would cost the run minutes. Which
 * time is booked is drawn with a fixed seed: per clinician and day exactly the share of its slots
 * (selection sampling), in 30 and 60 minute visits, a room service only while its room is free.
 * The bench's owners and pets make the bookings; the database's triggers mark the slots booked.
 */
import { sql } from 'drizzle-orm';
import { fromMinutes, rangesOverlap, toMinutes } from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { seededRandom } from './harness';
import type { BenchClinic, BenchService } from './team-clinic';

export const FILL_SHARE = 0.7;

interface Slot {
  id: string;
  clinicianId: string;
  date: string;
  start: number;
  end: number;
}

export interface BenchPet {
  ownerId: string;
  petId: string;
  name: string;
  species: string;
}

/** The bench's owners' pets, in a fixed order. */
export async function benchPets(db: Database): Promise<BenchPet[]> {
  return rowsOf<BenchPet>(
    await db.execute(sql`select p.owner_id as "ownerId", p.id as "petId", p.name, p.species
      from pets p join accounts a on a.id = p.owner_id
      where a.email like 'bench-owner-%@example.test' order by a.email`),
  );
}

async function slotsOf(db: Database, clinicId: string): Promise<Slot[]> {
  const rows = rowsOf<{ id: string; clinicianId: string; date: string; s: string; e: string }>(
    await db.execute(sql`select id, clinician_id as "clinicianId", date::text as date,
        start_time::text as s, end_time::text as e
      from time_slots where clinic_id = ${clinicId} order by clinician_id, date, start_time`),
  );
  return rows.map((r) => ({ ...r, start: toMinutes(r.s), end: toMinutes(r.e) }));
}

/**
 * Only where "Generate N days" published time for the first clinician alone (a build of the API
 * before generation knew the team): the others get the same slots in SQL, said in the output.
 * Returns how many clinicians were given time this way.
 */
export async function publishForTheRest(db: Database, clinicId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`with bare as (
        select k.id from clinicians k where k.clinic_id = ${clinicId} and k.removed_at is null
          and not exists (select 1 from time_slots s where s.clinician_id = k.id)),
      made as (insert into time_slots (clinic_id, clinician_id, date, start_time, end_time, service, service_id, duration)
        select s.clinic_id, bare.id, s.date, s.start_time, s.end_time, s.service, s.service_id, s.duration
        from time_slots s cross join bare
        where s.clinic_id = ${clinicId} and s.clinician_id = clinic_first_clinician(${clinicId})
        returning clinician_id)
      select count(distinct clinician_id)::int as n from made`),
  );
  return rows[0]?.n ?? 0;
}

/** Slots per clinician, in hired order. */
export async function slotsPerClinician(db: Database, clinicId: string): Promise<number[]> {
  return rowsOf<{ n: number }>(
    await db.execute(sql`select count(s.id)::int as n from clinicians k
      left join time_slots s on s.clinician_id = k.id
      where k.clinic_id = ${clinicId} group by k.id order by min(k.hired_at), k.id`),
  ).map((row) => row.n);
}

/** Books `share` of the clinic's published time; returns what was written. */
export async function fillClinic(
  db: Database,
  clinic: BenchClinic,
  pets: BenchPet[],
  share = FILL_SHARE,
) {
  const random = seededRandom(clinic.shape.key === 'team' ? 70_10 : 70_1);
  const slots = await slotsOf(db, clinic.id);
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = `${slot.clinicianId} ${slot.date}`;
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }
  // A room is booked to the same share of the day as the clinicians, never past it: a theatre
  // booked solid would leave its services nothing for the storm to compete for.
  const roomBusy = new Map<string, Array<[number, number]>>();
  const roomFree = (service: BenchService, date: string, start: number, open: number) => {
    if (!service.roomId) return true;
    const busy = roomBusy.get(`${service.roomId} ${date}`) ?? [];
    const used = busy.reduce((sum, [s, e]) => sum + e - s, 0);
    return (
      used + service.duration <= share * open &&
      !busy.some(([s, e]) =>
        rangesOverlap({ start: s, end: e }, { start, end: start + service.duration }),
      )
    );
  };
  const pick = (length: number, date: string, start: number, open: number) => {
    const fits = clinic.services.filter(
      (s) => s.duration === length && roomFree(s, date, start, open),
    );
    // X-ray or dental one time in three (where its room is free), else the plain visit; the
    // one-clinician clinic books the same mix without rooms.
    const roomy = fits.filter((s) => s.roomName);
    const plain = fits.find((s) => !s.roomName) ?? fits[0];
    return roomy.length && random() < 1 / 3 ? roomy[Math.floor(random() * roomy.length)] : plain;
  };

  const rows: Array<typeof schema.appointments.$inferInsert> = [];
  let published = 0;
  let booked = 0;
  // Each day books its share of slots rounded, the remainder carried to the next day.
  let carry = 0;
  for (const day of byDay.values()) {
    let wanted = Math.round(carry + day.length * share);
    carry += day.length * share - wanted;
    const open = day.reduce((sum, slot) => sum + slot.end - slot.start, 0);
    for (let i = 0; i < day.length; i += 1) {
      const slot = day[i] as Slot;
      published += slot.end - slot.start;
      // Selection sampling: book with chance wanted/left, so exactly `wanted` slots are booked.
      if (wanted === 0 || random() >= wanted / (day.length - i)) continue;
      const next = day[i + 1];
      const long = next && next.start === slot.end && wanted >= 2 && random() < 0.4;
      const service = pick(long ? 60 : 30, slot.date, slot.start, open);
      if (!service) continue;
      const pet = pets[rows.length % pets.length] as BenchPet;
      rows.push({
        clinicId: clinic.id,
        ownerId: pet.ownerId,
        petId: pet.petId,
        petName: pet.name,
        petSpecies: pet.species,
        petBreed: null,
        timeSlotId: slot.id,
        serviceId: service.id,
        serviceType: service.name,
        appointmentDate: slot.date,
        appointmentTime: fromMinutes(slot.start),
        duration: service.duration,
        price: service.price,
        status: 'pending',
        notes: '',
        clinicianId: slot.clinicianId,
        roomId: service.roomId,
      });
      if (service.roomId) {
        const key = `${service.roomId} ${slot.date}`;
        roomBusy.set(key, [
          ...(roomBusy.get(key) ?? []),
          [slot.start, slot.start + service.duration],
        ]);
      }
      booked += service.duration;
      wanted -= service.duration / 30;
      if (long) {
        i += 1;
        published += (day[i] as Slot).end - (day[i] as Slot).start;
      }
    }
  }
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += 500) {
      await tx.insert(schema.appointments).values(rows.slice(at, at + 500));
    }
  });
  return { appointments: rows.length, published, booked };
}

/** Live appointments of the clinic, and any two of one clinician, or of one room, that overlap. */
export async function calendarOverlaps(db: Database, clinicId: string) {
  const [row] = rowsOf<{
    live: number;
    clinician: number;
    room: number;
    roomless: number;
  }>(
    await db.execute(sql`with live as (
        select a.id, a.clinician_id, a.room_id, a.service_id,
          tsrange(a.appointment_date + a.appointment_time,
            a.appointment_date + a.appointment_time + a.duration * interval '1 minute') as span
        from appointments a where a.clinic_id = ${clinicId} and a.status <> 'cancelled')
      select (select count(*)::int from live) as live,
        (select count(*)::int from live x join live y on x.id < y.id
          and x.clinician_id = y.clinician_id and x.span && y.span) as clinician,
        (select count(*)::int from live x join live y on x.id < y.id
          and x.room_id = y.room_id and x.span && y.span) as room,
        (select count(*)::int from live l join services s on s.id = l.service_id
          where s.room_id is not null and l.room_id is distinct from s.room_id) as roomless`),
  );
  return row ?? { live: 0, clinician: 0, room: 0, roomless: 0 };
}
