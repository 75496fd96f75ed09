import { sql } from 'drizzle-orm';
import { addMinutes } from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { addService } from './booking-fixtures';

/** A clinician of the test setup, named and hired on a given day (ties in "any available"). */
export interface SceneClinician {
  id: string;
  name: string;
}

/**
 * Makes the clinic a team: its first clinician (made with the clinic) is renamed and dated as the
 * earliest hired, then the others are added in order.
 */
export async function hireTeam(
  db: Database,
  clinicId: string,
  team: Array<{ name: string; hiredAt: string }>,
): Promise<SceneClinician[]> {
  const [first, ...rest] = team;
  if (!first) return [];
  const [existing] = rowsOf<{ id: string }>(
    await db.execute(sql`update clinicians set name = ${first.name}, hired_at = ${first.hiredAt}
      where clinic_id = ${clinicId} returning id`),
  );
  if (!existing) throw new Error('the clinic has no first clinician');
  const hired = [{ id: existing.id, name: first.name }];
  for (const member of rest) {
    const [row] = await db
      .insert(schema.clinicians)
      .values({ clinicId, name: member.name, hiredAt: new Date(member.hiredAt) })
      .returning({ id: schema.clinicians.id });
    if (!row) throw new Error('clinician insert failed');
    hired.push({ id: row.id, name: member.name });
  }
  return hired;
}

export async function addRoom(db: Database, clinicId: string, name: string): Promise<string> {
  const [row] = await db
    .insert(schema.rooms)
    .values({ clinicId, name })
    .returning({ id: schema.rooms.id });
  if (!row) throw new Error('room insert failed');
  return row.id;
}

/** A service with the room it needs, the species it is for and who performs it (else all). */
export async function addTeamService(
  db: Database,
  clinicId: string,
  service: {
    name: string;
    duration: number;
    roomId?: string;
    species?: string[];
    performers?: string[];
  },
): Promise<string> {
  const id = await addService(db, clinicId, { ...service, price: 40 });
  await db.execute(sql`update services set room_id = ${service.roomId ?? null},
      species = ${service.species ? sql`${`{${service.species.join(',')}}`}::text[]` : sql`null`}
    where id = ${id}`);
  if (service.performers) {
    // Everyone keeps the services they had; only the performers get this one.
    await db.execute(sql`insert into clinician_services (clinician_id, service_id)
      select k.id, v.id from clinicians k join services v on v.clinic_id = k.clinic_id
      where k.clinic_id = ${clinicId} and k.all_services and v.id <> ${id}
      on conflict do nothing`);
    await db.execute(sql`update clinicians set all_services = false
      where clinic_id = ${clinicId}`);
    for (const clinicianId of service.performers) {
      await db.insert(schema.clinicianServices).values({ clinicianId, serviceId: id });
    }
  }
  return id;
}

/** Half-hour slots of one clinician at the given starts of a date; returns their ids by start. */
export async function publishMorning(
  db: Database,
  clinicId: string,
  clinicianId: string,
  date: string,
  starts: string[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const start of starts) {
    const end = addMinutes(start, 30);
    const [row] = await db
      .insert(schema.timeSlots)
      .values({
        clinicId,
        clinicianId,
        date,
        startTime: start,
        endTime: end,
        service: 'Consultation',
        duration: 30,
      })
      .returning({ id: schema.timeSlots.id });
    if (!row) throw new Error('slot insert failed');
    ids[start] = row.id;
  }
  return ids;
}

/** Pairs of live appointments that overlap on one clinician or one room (none, ever). */
export async function overlappingPairs(db: Database, clinicId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from appointments a join appointments b
      on a.id < b.id and a.clinic_id = b.clinic_id
        and (a.clinician_id = b.clinician_id or a.room_id = b.room_id)
        and tsrange(a.appointment_date + a.appointment_time,
              a.appointment_date + a.appointment_time + a.duration * interval '1 minute')
          && tsrange(b.appointment_date + b.appointment_time,
              b.appointment_date + b.appointment_time + b.duration * interval '1 minute')
      where a.clinic_id = ${clinicId} and a.status <> 'cancelled' and b.status <> 'cancelled'`),
  );
  return row?.n ?? -1;
}

/** The clinic's profile saved: it is listed and its availability is public. */
export async function publishProfile(db: Database, clinicId: string): Promise<void> {
  await db.execute(sql`update clinics set profile_saved_at = now() where id = ${clinicId}`);
}
