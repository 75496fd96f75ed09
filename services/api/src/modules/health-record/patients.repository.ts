import { sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import type { PatientDetail, PatientSummary, RecordRead } from '@petvet/shared';
import type { StaffMember } from '../pets/entry-kinds';

interface SummaryRow {
  pet_id: string;
  name: string;
  species: string;
  breed: string | null;
  allergies: string[];
  chronic_conditions: string[];
  owner_name: string;
  last_visit: string | null;
  next_visit: string | null;
}

interface PetRow {
  id: string;
  name: string;
  species: string;
  breed: string | null;
  age: number | null;
  weight: number | string | null;
  gender: string | null;
  medical_notes: string | null;
  allergies: string[];
  chronic_conditions: string[];
  microchip_number: string | null;
  owner_name: string;
  email: string;
  phone: string | null;
}

const fullName = sql`trim(a.first_name || ' ' || a.last_name)`;

/** Reads of the clinic's side; every query is scoped to the clinic asking. */
export function createPatientsRepository(db: Database) {
  return {
    async staffMember(clinicId: string, accountId: string): Promise<StaffMember> {
      const [row] = rowsOf<{ id: string; name: string; clinic_name: string }>(
        await db.execute(sql`select s.id, ${fullName} as name, c.business_name as clinic_name
          from clinic_staff s join accounts a on a.id = s.account_id
            join clinics c on c.id = s.clinic_id
          where s.clinic_id = ${clinicId} and s.account_id = ${accountId}`),
      );
      if (!row) throw new Error('requireClinic let through an account without a member row');
      return { clinicId, staffId: row.id, staffName: row.name, clinicName: row.clinic_name };
    },

    /** 'missing' (no such pet), 'refused' (not shared with this clinic now) or 'shared'. */
    async access(clinicId: string, petId: string): Promise<'missing' | 'refused' | 'shared'> {
      const [row] = rowsOf<{ shared: boolean | null }>(
        await db.execute(sql`select (select s.shared from pet_record_shares s
            where s.pet_id = p.id and s.clinic_id = ${clinicId}) as shared
          from pets p where p.id = ${petId}`),
      );
      if (!row) return 'missing';
      return row.shared ? 'shared' : 'refused';
    },

    /** The pets shared with the clinic, by name; `q` matches the pet's or the owner's name. */
    async list(
      clinicId: string,
      today: string,
      q?: string,
    ): Promise<Omit<PatientSummary, 'vaccinationStatus'>[]> {
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const visits = (bound: ReturnType<typeof sql>) =>
        sql`from appointments v where v.pet_id = p.id and v.clinic_id = ${clinicId} and ${bound}`;
      const rows = rowsOf<SummaryRow>(
        await db.execute(sql`select p.id as pet_id, p.name, p.species, p.breed, p.allergies,
            p.chronic_conditions, ${fullName} as owner_name,
            (select max(v.appointment_date)::text ${visits(sql`v.appointment_date <= ${today}
              and v.status in ('confirmed', 'completed')`)}) as last_visit,
            (select min(v.appointment_date)::text ${visits(sql`v.appointment_date > ${today}
              and v.status in ('pending', 'confirmed')`)}) as next_visit
          from pet_record_shares s join pets p on p.id = s.pet_id
            join accounts a on a.id = p.owner_id
          where s.clinic_id = ${clinicId} and s.shared
            ${like ? sql`and (p.name ilike ${like} or ${fullName} ilike ${like})` : sql``}
          order by lower(p.name), p.id`),
      );
      return rows.map((row) => ({
        petId: row.pet_id,
        name: row.name,
        species: row.species,
        breed: row.breed,
        allergies: row.allergies,
        chronicConditions: row.chronic_conditions,
        ownerName: row.owner_name,
        lastVisit: row.last_visit,
        nextVisit: row.next_visit,
      }));
    },

    async petAndOwner(petId: string) {
      const [row] = rowsOf<PetRow>(
        await db.execute(sql`select p.id, p.name, p.species, p.breed, p.age, p.weight, p.gender,
            p.medical_notes, p.allergies, p.chronic_conditions, p.microchip_number, ${fullName} as owner_name,
            a.email, a.phone
          from pets p join accounts a on a.id = p.owner_id where p.id = ${petId}`),
      );
      if (!row) return null;
      return {
        pet: {
          id: row.id,
          name: row.name,
          species: row.species,
          breed: row.breed,
          age: row.age,
          weight: row.weight === null ? null : Number(row.weight),
          gender: row.gender,
          medicalNotes: row.medical_notes,
          allergies: row.allergies,
          chronicConditions: row.chronic_conditions,
          microchipNumber: row.microchip_number,
        },
        owner: { name: row.owner_name, email: row.email, phone: row.phone || null },
      };
    },

    /** This pet's visits at this clinic, newest first. */
    async visits(clinicId: string, petId: string): Promise<PatientDetail['visits']> {
      const rows = rowsOf<{
        id: string;
        date: string;
        time: string;
        service: string;
        status: string;
        clinician: string | null;
      }>(
        await db.execute(sql`select v.id, v.appointment_date::text as date,
            to_char(v.appointment_time, 'HH24:MI') as time, v.service_type as service, v.status,
            k.name as clinician
          from appointments v left join clinicians k on k.id = v.clinician_id
          where v.pet_id = ${petId} and v.clinic_id = ${clinicId}
          order by v.appointment_date desc, v.appointment_time desc`),
      );
      return rows.map((row) => ({
        appointmentId: row.id,
        date: row.date,
        time: row.time,
        service: row.service,
        status: row.status,
        clinicianName: row.clinician,
      }));
    },

    /** One access-log row per pet read, naming the reader as they are called now. */
    async logReads(who: StaffMember, petIds: string[], via: RecordRead['via']): Promise<void> {
      if (petIds.length === 0) return;
      await db.insert(schema.petRecordReads).values(
        petIds.map((petId) => ({
          petId,
          clinicId: who.clinicId,
          staffId: who.staffId,
          staffName: who.staffName,
          via,
        })),
      );
    },
  };
}
