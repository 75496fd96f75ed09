import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { withoutSeconds } from '../../../domain/time-of-day';
import type { Locale } from '../../../i18n/locales';
import { visitColumns } from '../../calendar/visit-columns';
import { QUEUES } from '../../../jobs/queues';
import { rowsOf } from '../../../server/db/client';
import {
  accounts,
  appointments,
  clinics,
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
  /** The language of the clinic's emails: its account's (the staff member's own); English if none. */
  locale?: Locale;
}

export interface PersonFacts {
  email: string;
  firstName: string;
  lastName: string;
  /** The language the account reads its emails in (`accounts.locale`); English if none. */
  locale?: Locale;
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
  locale: sql<Locale>`coalesce(${clinicAccounts.locale}, 'en')`,
};
const ownerColumns = {
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  locale: sql<Locale>`${accounts.locale}`,
};

/** What an email says is read when it is sent, so it tells the state of things at that moment. */
export function createMailRepository(db: DbExecutor) {
  return {
    async appointment(id: string): Promise<AppointmentFacts | null> {
      const [row] = await db
        .select({
          ...visitColumns,
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
        time: withoutSeconds(row.time),
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
      return {
        ...row,
        startTime: withoutSeconds(row.startTime),
        endTime: withoutSeconds(row.endTime),
      };
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

    /**
     * How many times the appointment was moved: the revision its calendar event is at. Moves are
     * counted by their event keys, in the outbox and in the delivery log (which outlives it).
     */
    async reschedules(appointmentId: string): Promise<number> {
      const moves = `rescheduled-${appointmentId}-%`;
      const result = await db.execute(sql`
        select count(*)::int as n from (
          select job_id as key from queue_outbox where queue = ${QUEUES.notify} and job_id like ${moves}
          union select event_key from delivery_log where event_key like ${moves}) as moves`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
