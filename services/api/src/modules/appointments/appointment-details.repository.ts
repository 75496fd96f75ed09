import { sql } from 'drizzle-orm';
import {
  AppError,
  hasRealEmail,
  type AppointmentDetails,
  type AppointmentStatus,
} from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';
import { UNCLAIMED_PASSWORD_HASH } from '@petvet/shared/backend';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';

interface DetailsRow {
  id: string;
  petId: string | null;
  petName: string;
  species: string;
  breed: string | null;
  age: number | null;
  ownerName: string;
  phone: string | null;
  email: string;
  claimed: boolean;
  ownerEmailVerified: boolean;
  recordShared: boolean;
  service: string;
  date: string;
  time: string;
  endTime: string;
  duration: number;
  status: AppointmentStatus;
  notes: string;
  clinicianId: string | null;
  clinicianName: string | null;
  roomName: string | null;
  kind: 'appointment' | 'drop_off';
  changedBy: { name: string; role: string } | null;
}

/**
 * One of the clinic's appointments opened in full: the pet (its current profile, else the
 * booking's snapshot), the owner's contact, and the pet's other visits at this clinic only.
 */
export async function readAppointmentDetails(
  db: Database,
  clinicId: string,
  id: string,
): Promise<AppointmentDetails> {
  const [row] = rowsOf<DetailsRow>(
    await db.execute(sql`select a.id, a.pet_id as "petId",
        coalesce(p.name, a.pet_name) as "petName", coalesce(p.species, a.pet_species) as species,
        coalesce(p.breed, a.pet_breed) as breed, p.age,
        trim(o.first_name || ' ' || o.last_name) as "ownerName",
        nullif(trim(coalesce(o.phone, '')), '') as phone, o.email,
        o.password_hash <> ${UNCLAIMED_PASSWORD_HASH} as claimed,
        (o.email_verified_at is not null or o.password_hash = ${UNCLAIMED_PASSWORD_HASH})
          as "ownerEmailVerified",
        exists (select 1 from pet_record_shares s where s.pet_id = a.pet_id
          and s.clinic_id = a.clinic_id and s.shared) as "recordShared",
        a.service_type as service, a.appointment_date::text as date,
        to_char(a.appointment_time, 'HH24:MI') as time,
        to_char(a.appointment_time + make_interval(mins => a.duration), 'HH24:MI') as "endTime",
        a.duration, a.status, a.notes, a.clinician_id as "clinicianId",
        (select k.name from clinicians k where k.id = a.clinician_id) as "clinicianName",
        (select r.name from rooms r where r.id = a.room_id) as "roomName", a.kind,
        (select json_build_object('name', trim(w.first_name || ' ' || w.last_name),
          'role', coalesce((select s.role from clinic_staff s where s.account_id = w.id
            and s.clinic_id = a.clinic_id order by s.removed_at nulls first limit 1), 'pet owner'))
          from accounts w where w.id = a.changed_by) as "changedBy"
      from appointments a
      join accounts o on o.id = a.owner_id
      left join pets p on p.id = a.pet_id
      where a.id = ${id} and a.clinic_id = ${clinicId}`),
  );
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);
  const history = row.petId
    ? rowsOf<AppointmentDetails['history'][number]>(
        await db.execute(sql`select id, appointment_date::text as date,
            to_char(appointment_time, 'HH24:MI') as time, service_type as service, status
          from appointments
          where clinic_id = ${clinicId} and pet_id = ${row.petId} and id <> ${row.id}
          order by appointment_date desc, appointment_time desc limit 20`),
      )
    : [];
  return {
    appointment: {
      id: row.id,
      petName: row.petName,
      ownerName: row.ownerName,
      service: row.service,
      date: row.date,
      time: row.time,
      endTime: row.endTime,
      duration: row.duration,
      status: row.status,
      notes: row.notes,
      clinicianId: row.clinicianId,
      clinicianName: row.clinicianName,
      roomName: row.roomName,
      kind: row.kind,
      changedBy: row.changedBy,
      ownerEmailVerified: row.ownerEmailVerified,
      petId: row.petId,
      recordShared: row.recordShared,
    },
    pet: { name: row.petName, species: row.species, breed: row.breed, age: row.age },
    owner: {
      name: row.ownerName,
      phone: row.phone,
      email: hasRealEmail(row.email) ? row.email : null,
      claimed: row.claimed,
    },
    history,
  };
}
