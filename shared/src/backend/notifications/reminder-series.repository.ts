import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/client';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

/** The latest dose of a vaccine of a pet, with the clinic rule that governs it (if any). */
export interface DueVaccination {
  id: string;
  petId: string;
  dueDate: string;
  clinicId: string | null;
  rule: { id: string; daysBefore: number[]; daysAfter: number[] } | null;
}

/**
 * The reads of the vaccination reminders. The clinic that governs a vaccination is the one that
 * wrote it, else (owner-written) the clinic the record is shared with where the pet was seen last;
 * its first rule by position whose words the vaccine's name contains is the rule.
 */
export function createReminderSeriesRepository(db: DbExecutor) {
  return {
    /** Latest visible doses due from `from` to `to` (inclusive). */
    async dueVaccinations(from: string, to: string): Promise<DueVaccination[]> {
      const rows = rowsOf<{
        id: string;
        pet_id: string;
        due_date: string;
        clinic_id: string | null;
        rule_id: string | null;
        days_before: number[] | null;
        days_after: number[] | null;
      }>(
        await db.execute(sql`
          with latest as (
            -- A later dose of the same vaccine renews it: only the latest one is reminded of.
            select distinct on (v.pet_id, lower(trim(v.vaccine_name)))
              v.id, v.pet_id, v.vaccine_name, v.next_due_date, v.written_by_clinic_id, v.hidden_at
            from vaccinations v
            order by v.pet_id, lower(trim(v.vaccine_name)), v.date_given desc, v.created_at desc
          ), governed as (
            select l.*, coalesce(l.written_by_clinic_id, (
              select a.clinic_id from appointments a
              join pet_record_shares s
                on s.pet_id = a.pet_id and s.clinic_id = a.clinic_id and s.shared
              where a.pet_id = l.pet_id and a.status not in ('cancelled', 'no_show')
              order by a.appointment_date desc, a.appointment_time desc limit 1)) as clinic_id
            from latest l
            where l.hidden_at is null and l.next_due_date between ${from}::date and ${to}::date
          )
          select g.id, g.pet_id, g.next_due_date::text as due_date, g.clinic_id,
            r.id as rule_id, r.days_before, r.days_after
          from governed g
          left join lateral (
            select r.* from clinic_reminder_rules r
            where r.clinic_id = g.clinic_id
              and position(lower(trim(r.matches)) in lower(g.vaccine_name)) > 0
            order by r.position, r.created_at limit 1) r on true`),
      );
      return rows.map((row) => ({
        id: row.id,
        petId: row.pet_id,
        dueDate: row.due_date,
        clinicId: row.clinic_id,
        rule: row.rule_id
          ? { id: row.rule_id, daysBefore: row.days_before ?? [], daysAfter: row.days_after ?? [] }
          : null,
      }));
    },

    /**
     * Per pet and clinic, the later of the latest live booking's creation day and its visit day:
     * a booking made or dated within a series stops it.
     */
    async latestBookings(
      pairs: Array<{ petId: string; clinicId: string }>,
    ): Promise<Map<string, string>> {
      if (pairs.length === 0) return new Map();
      const petIds = [...new Set(pairs.map((p) => p.petId))];
      const rows = rowsOf<{ pet_id: string; clinic_id: string; latest: string }>(
        await db.execute(sql`select pet_id, clinic_id,
            max(greatest((created_at at time zone 'UTC')::date, appointment_date))::text as latest
          from appointments
          where pet_id in (${sql.join(
            petIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            and status not in ('cancelled', 'no_show')
          group by pet_id, clinic_id`),
      );
      return new Map(rows.map((row) => [`${row.pet_id}/${row.clinic_id}`, row.latest]));
    },
  };
}
