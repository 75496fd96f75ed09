import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUEUES } from '../../../jobs/queues';
import { rowsOf } from '../../../server/db/client';
import {
  accounts,
  appointments,
  clinics,
  mailLog,
  pets,
  slotHolds,
  vaccinations,
  waitlistEntries,
} from '../../../server/db/schema';
import type { DbExecutor } from '../../../server/jobs/outbox.repository';

export interface ClinicFacts {
  id: string;
  name: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  timeZone: string;
}

export interface PersonFacts {
  email: string;
  firstName: string;
  lastName: string;
}

export interface AppointmentFacts {
  id: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  date: string;
  /** HH:MM in the clinic's zone. */
  time: string;
  duration: number;
  service: string;
  petName: string;
  notes: string;
  owner: PersonFacts;
  clinic: ClinicFacts;
  /**
   * Who sees the pet, named only in a clinic of several clinicians ("with Ada Vet"): a clinic of
   * one says nothing new.
   */
  clinicianName?: string | null;
  /** The clinic's first-consultation prices on its standard price list, else the booked price. */
  price: { min: number; max: number; currency: string; firstConsultation: boolean } | null;
}

export interface HoldFacts {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  expiresAt: Date;
  petName: string | null;
  service: string | null;
  owner: PersonFacts;
  clinic: ClinicFacts;
}

export interface VaccinationFacts {
  id: string;
  vaccineName: string;
  nextDueDate: string | null;
  petName: string;
  owner: PersonFacts;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The business account behind a clinic: its address is the clinic's when the profile has none. */
const clinicAccounts = alias(accounts, 'clinic_account');

const clinicColumns = {
  id: clinics.id,
  name: clinics.businessName,
  address: clinics.address,
  city: clinics.city,
  postcode: clinics.postcode,
  phone: clinics.phone,
  email: sql<string>`coalesce(nullif(trim(${clinics.email}), ''), ${clinicAccounts.email}, '')`,
  timeZone: clinics.timeZone,
};
const ownerColumns = {
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

/** A visit's start as an instant: its local date and time read in the clinic's zone. */
const startsAt = sql`((${appointments.appointmentDate} + ${appointments.appointmentTime}) at time zone ${clinics.timeZone})`;

/** What an email says is read when it is sent, so it tells the state of things at that moment. */
export function createMailRepository(db: DbExecutor) {
  return {
    async appointment(id: string): Promise<AppointmentFacts | null> {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
          duration: appointments.duration,
          service: appointments.serviceType,
          petName: appointments.petName,
          notes: appointments.notes,
          owner: ownerColumns,
          clinic: clinicColumns,
          clinicianName: sql<string | null>`(select k.name from clinicians k
            where k.id = ${appointments.clinicianId} and (select count(*) from clinicians t
              where t.clinic_id = k.clinic_id and t.removed_at is null) > 1)`,
          booked: sql<number | null>`${appointments.price}::float8`,
          consult: sql<{
            min: number;
            max: number;
          } | null>`(select json_build_object('min', min(s.price)::float8, 'max', max(s.price)::float8) from services s where s.clinic_id = ${clinics.id} and s.standard_service = 'first-consultation' having count(*) > 0)`,
          currency: clinics.currency,
        })
        .from(appointments)
        .innerJoin(accounts, eq(accounts.id, appointments.ownerId))
        .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
        .leftJoin(clinicAccounts, eq(clinicAccounts.id, clinics.accountId))
        .where(eq(appointments.id, id))
        .limit(1);
      if (!row) return null;
      const { booked, consult, currency, ...facts } = row;
      const price = consult
        ? { ...consult, currency, firstConsultation: true }
        : booked !== null
          ? { min: booked, max: booked, currency, firstConsultation: false }
          : null;
      return {
        ...facts,
        price,
        time: hhmm(row.time),
        status: row.status as AppointmentFacts['status'],
      };
    },

    async hold(id: string): Promise<HoldFacts | null> {
      const [row] = await db
        .select({
          id: slotHolds.id,
          date: slotHolds.date,
          startTime: slotHolds.startTime,
          endTime: slotHolds.endTime,
          expiresAt: slotHolds.expiresAt,
          petName: pets.name,
          service: waitlistEntries.service,
          owner: ownerColumns,
          clinic: clinicColumns,
        })
        .from(slotHolds)
        .innerJoin(accounts, eq(accounts.id, slotHolds.ownerId))
        .innerJoin(clinics, eq(clinics.id, slotHolds.clinicId))
        .leftJoin(clinicAccounts, eq(clinicAccounts.id, clinics.accountId))
        .leftJoin(waitlistEntries, eq(waitlistEntries.id, slotHolds.waitlistEntryId))
        .leftJoin(pets, eq(pets.id, waitlistEntries.petId))
        .where(eq(slotHolds.id, id))
        .limit(1);
      if (!row) return null;
      return { ...row, startTime: hhmm(row.startTime), endTime: hhmm(row.endTime) };
    },

    async vaccination(id: string): Promise<VaccinationFacts | null> {
      const [row] = await db
        .select({
          id: vaccinations.id,
          vaccineName: vaccinations.vaccineName,
          nextDueDate: vaccinations.nextDueDate,
          petName: pets.name,
          owner: ownerColumns,
        })
        .from(vaccinations)
        .innerJoin(pets, eq(pets.id, vaccinations.petId))
        .innerJoin(accounts, eq(accounts.id, pets.ownerId))
        .where(eq(vaccinations.id, id))
        .limit(1);
      return row ?? null;
    },

    /** How many times the appointment was moved: the revision its calendar event is at. */
    async reschedules(appointmentId: string): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from queue_outbox
         where queue = ${QUEUES.notify} and job_id like ${`rescheduled-${appointmentId}-%`}`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    async wasSent(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: mailLog.key })
        .from(mailLog)
        .where(eq(mailLog.key, key))
        .limit(1);
      return Boolean(row);
    },

    async recordSent(entry: {
      key: string;
      recipient: string;
      subject: string;
      messageId: string;
    }): Promise<void> {
      await db.insert(mailLog).values(entry).onConflictDoNothing({ target: mailLog.key });
    },

    /**
     * Live visits starting between `from` and `to` whose reminder for that time was never queued
     * (the outbox keeps every job id it had: a second sweep finds them queued).
     */
    async visitsToRemind(
      from: Date,
      to: Date,
    ): Promise<Array<{ id: string; date: string; time: string }>> {
      const rows = await db
        .select({
          id: appointments.id,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
        })
        .from(appointments)
        .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
        .where(
          and(
            sql`${appointments.status} in ('pending', 'confirmed')`,
            sql`${startsAt} > ${from.toISOString()}::timestamptz`,
            sql`${startsAt} <= ${to.toISOString()}::timestamptz`,
            sql`not exists (select 1 from queue_outbox o where o.queue = ${QUEUES.notify} and o.job_id =
              'reminder-' || ${appointments.id} || '-' || to_char(${appointments.appointmentDate}, 'YYYY-MM-DD')
              || 'T' || to_char(${appointments.appointmentTime}, 'HH24MI'))`,
          ),
        );
      return rows.map((row) => ({ ...row, time: hhmm(row.time) }));
    },

    /** Vaccinations coming due from `from` to `to` (inclusive dates) not yet announced for that date. */
    async vaccinationsComingDue(
      from: string,
      to: string,
    ): Promise<Array<{ id: string; dueDate: string }>> {
      const rows = await db
        .select({ id: vaccinations.id, dueDate: vaccinations.nextDueDate })
        .from(vaccinations)
        .where(
          and(
            sql`${vaccinations.nextDueDate} between ${from}::date and ${to}::date`,
            sql`not exists (select 1 from queue_outbox o where o.queue = ${QUEUES.notify} and o.job_id =
              'vaccination-due-' || ${vaccinations.id} || '-' || to_char(${vaccinations.nextDueDate}, 'YYYY-MM-DD'))`,
          ),
        );
      return rows.flatMap((row) => (row.dueDate ? [{ id: row.id, dueDate: row.dueDate }] : []));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
