import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';

/** The rows of a subquery as a JSON array, empty rather than null when there are none. */
const list = (rows: SQL) => sql`coalesce((select json_agg(r) from (${rows}) r), '[]'::json)`;

/**
 * Everything an account owns, read in ONE statement so the file is a single moment of the
 * database (a pet added halfway through cannot appear without its records). Each part selects
 * named columns only: a token hash, code hash, password hash or TOTP secret is never read here.
 */
function exportQuery(accountId: string) {
  const pets = sql`select p.id, p.name, p.species, p.breed, p.age, p.weight::float8 as weight,
      p.gender, p.medical_notes as "medicalNotes", p.created_at as "createdAt",
      ${list(sql`select m.id, m.date, m.type, m.title, m.description, m.vet_name as "vetName",
          m.vet_clinic as "vetClinic", m.treatment, m.medications,
          m.follow_up_required as "followUpRequired", m.follow_up_date as "followUpDate",
          m.created_at as "createdAt"
        from medical_records m where m.pet_id = p.id order by m.date, m.created_at`)} as "medicalRecords",
      ${list(sql`select v.id, v.vaccine_name as "vaccineName", v.date_given as "dateGiven",
          v.next_due_date as "nextDueDate", v.vet_name as "vetName", v.vet_clinic as "vetClinic",
          v.batch_number as "batchNumber", v.notes, v.created_at as "createdAt"
        from vaccinations v where v.pet_id = p.id order by v.date_given, v.created_at`)} as vaccinations
    from pets p where p.owner_id = ${accountId} order by p.created_at, p.id`;
  const appointments = sql`select a.id, c.business_name as "clinicName", a.pet_name as "petName",
      a.service_type as service, a.appointment_date as date,
      to_char(a.appointment_time, 'HH24:MI') as time, a.duration, a.price::float8 as price,
      a.status, a.notes, a.created_at as "createdAt"
    from appointments a join clinics c on c.id = a.clinic_id
    where a.owner_id = ${accountId} order by a.appointment_date, a.appointment_time, a.id`;
  const reviews = sql`select r.id, c.business_name as "clinicName", r.rating, r.comment,
      r.response, r.created_at as "createdAt"
    from reviews r join clinics c on c.id = r.clinic_id
    where r.owner_id = ${accountId} order by r.created_at, r.id`;
  const waitlist = sql`select w.id, c.business_name as "clinicName", w.date,
      (select p.name from pets p where p.id = w.pet_id) as "petName", w.service, w.status,
      w.created_at as "createdAt", w.closed_at as "closedAt"
    from waitlist_entries w join clinics c on c.id = w.clinic_id
    where w.owner_id = ${accountId} order by w.date, w.created_at, w.id`;
  const holds = sql`select h.id, c.business_name as "clinicName", h.date,
      to_char(h.start_time, 'HH24:MI') as "startTime", to_char(h.end_time, 'HH24:MI') as "endTime",
      h.expires_at as "expiresAt"
    from slot_holds h join clinics c on c.id = h.clinic_id
    where h.owner_id = ${accountId} order by h.date, h.start_time, h.id`;
  // Secrets by their dates only: what exists and when it was made and ended, never its value.
  const access = sql`select id, kind, "createdAt", "endedAt" from (
      select f.id::text, 'calendar-feed' as kind, f.created_at as "createdAt", f.revoked_at as "endedAt"
        from calendar_feeds f where f.account_id = ${accountId}
      union all
      select l.id::text, l.purpose || '-link', l.created_at, coalesce(l.used_at, l.expires_at)
        from account_links l where l.account_id = ${accountId}
      union all
      select k.id::text, 'recovery-code', k.created_at, k.used_at
        from recovery_codes k where k.account_id = ${accountId}
      union all
      select a.id::text, 'account-claim', a.created_at, a.used_at
        from account_claims a where a.account_id = ${accountId}
      union all
      select c.id::text, 'practice-claim', c.created_at, c.verified_at
        from practice_claims c where c.account_id = ${accountId}
    ) s order by "createdAt", id`;
  const sessions = sql`select s.id, s.device_label as "deviceLabel", s.address,
      s.created_at as "createdAt", s.last_seen_at as "lastSeenAt", s.ended_at as "endedAt"
    from sessions s where s.account_id = ${accountId} order by s.created_at, s.id`;
  const memberships = sql`select m.id, c.business_name as "clinicName", m.role,
      m.created_at as "createdAt", m.removed_at as "removedAt"
    from clinic_staff m join clinics c on c.id = m.clinic_id
    where m.account_id = ${accountId} order by m.created_at, m.id`;
  return sql`select json_build_object(
      'profile', (select json_build_object('id', a.id, 'email', a.email,
          'firstName', a.first_name, 'lastName', a.last_name, 'phone', a.phone,
          'userType', a.user_type, 'emailVerifiedAt', a.email_verified_at,
          'secondFactorEnabledAt', a.totp_enabled_at, 'createdAt', a.created_at)),
      'pets', ${list(pets)},
      'appointments', ${list(appointments)},
      'reviews', ${list(reviews)},
      'waitlist', ${list(waitlist)},
      'holds', ${list(holds)},
      'access', ${list(access)},
      'sessions', ${list(sessions)},
      'clinic', (select json_build_object('id', c.id, 'businessName', c.business_name,
          'address', c.address, 'city', c.city, 'postcode', c.postcode, 'country', c.country,
          'phone', c.phone, 'email', c.email, 'website', c.website,
          'description', c.description, 'createdAt', c.created_at)
        from clinics c where c.account_id = a.id),
      'memberships', ${list(memberships)}
    ) as data
    from accounts a where a.id = ${accountId} and a.deleted_at is null`;
}

export function createAccountDataRepository(db: Database) {
  return {
    /** The account's data as a JSON document, or null when the account is gone. */
    async exportOf(accountId: string): Promise<unknown> {
      const [row] = rowsOf<{ data: unknown }>(await db.execute(exportQuery(accountId)));
      return row?.data ?? null;
    },
  };
}
