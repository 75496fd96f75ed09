import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/client';
import type { DbExecutor } from '../../../server/jobs/outbox.repository';
import { mailLocale, mailText } from './mail-i18n';
import type { PersonFacts } from './mail.repository';

/** A clinic's entry in a pet's record, as its email to the owner tells it. */
export interface RecordWrittenFacts {
  owner: PersonFacts;
  petName: string;
  clinicName: string;
  staffName: string | null;
  /** The medical record's title, the vaccine's name, or null for a weight. */
  title: string | null;
  date: string;
}

/** A vaccination a clinic's rule reminds of, with the rule's "Book now" service. */
export interface ReminderFacts {
  owner: PersonFacts;
  petName: string;
  vaccineName: string;
  nextDueDate: string | null;
  hidden: boolean;
  rule: { clinicId: string; clinicName: string; serviceName: string | null } | null;
}

const TABLES = {
  medical_record: { table: sql`medical_records`, title: sql`e.title`, date: sql`e.date` },
  vaccination: { table: sql`vaccinations`, title: sql`e.vaccine_name`, date: sql`e.date_given` },
  weight: { table: sql`pet_weights`, title: sql`null::text`, date: sql`e.date` },
} as const;

/** The reads of the health-record emails (plain SQL over three entry tables of one shape). */
export function createHealthMailRepository(db: DbExecutor) {
  return {
    /** The entry a clinic wrote; null when it is gone, hidden or no longer the clinic's. */
    async recordWritten(
      entryKind: keyof typeof TABLES,
      entryId: string,
    ): Promise<RecordWrittenFacts | null> {
      const { table, title, date } = TABLES[entryKind];
      // A clinic without a name is named in the owner's words ("Your clinic", "Ihre Tierarztpraxis"...).
      const rows = rowsOf<Record<string, string | null>>(
        await db.execute(sql`select a.email, a.first_name, a.last_name, a.locale, p.name as pet_name,
            nullif(trim(c.business_name), '') as clinic_name, ${title} as title, ${date}::text as date,
            nullif(trim(concat_ws(' ', sa.first_name, sa.last_name)), '') as staff_name
          from ${table} e
          join pets p on p.id = e.pet_id
          join accounts a on a.id = p.owner_id
          join clinics c on c.id = e.written_by_clinic_id
          left join clinic_staff s on s.id = e.written_by_staff_id
          left join accounts sa on sa.id = s.account_id
          where e.id = ${entryId} and e.hidden_at is null`),
      );
      const row = rows[0];
      if (!row) return null;
      const locale = mailLocale(row.locale);
      return {
        owner: {
          email: row.email ?? '',
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          locale,
        },
        petName: row.pet_name ?? '',
        clinicName: row.clinic_name ?? mailText(locale, 'mail.yourClinic'),
        staffName: row.staff_name ?? null,
        title: row.title ?? null,
        date: row.date ?? '',
      };
    },

    /** The vaccination and the rule of a reminder; null when the vaccination is gone. */
    async reminder(vaccinationId: string, ruleId: string): Promise<ReminderFacts | null> {
      const rows = rowsOf<Record<string, string | boolean | null>>(
        await db.execute(sql`select a.email, a.first_name, a.last_name, a.locale, p.name as pet_name,
            v.vaccine_name, v.next_due_date::text as next_due_date, v.hidden_at is not null as hidden,
            r.clinic_id, nullif(trim(c.business_name), '') as clinic_name, s.name as service_name
          from vaccinations v
          join pets p on p.id = v.pet_id
          join accounts a on a.id = p.owner_id
          left join clinic_reminder_rules r on r.id = ${ruleId}
          left join clinics c on c.id = r.clinic_id
          left join services s on s.id = r.service_id and s.clinic_id = r.clinic_id
          where v.id = ${vaccinationId}`),
      );
      const row = rows[0];
      if (!row) return null;
      const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
      const locale = mailLocale(text('locale'));
      return {
        owner: {
          email: text('email') ?? '',
          firstName: text('first_name') ?? '',
          lastName: text('last_name') ?? '',
          locale,
        },
        petName: text('pet_name') ?? '',
        vaccineName: text('vaccine_name') ?? '',
        nextDueDate: text('next_due_date'),
        hidden: row.hidden === true,
        rule: text('clinic_id')
          ? {
              clinicId: text('clinic_id') ?? '',
              clinicName: text('clinic_name') ?? mailText(locale, 'mail.yourClinic'),
              serviceName: text('service_name'),
            }
          : null,
      };
    },
  };
}
