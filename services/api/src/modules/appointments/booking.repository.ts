import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { lockCalendarDays } from '@petvet/shared/backend';
import {
  toMinutes,
  withoutSeconds,
  type AppointmentStatus,
  type TeamClinician,
  type TeamFacts,
} from '@petvet/shared';
import type { ClinicService, SlotRecord } from '../time-slots/availability-plan';
import { TEAM_JSON } from '../time-slots/team-sql';
import type { BookingClinic, BookingPet } from './booking-reads';
import { createBookingSnapshotRepository } from './booking-snapshot.repository';

const { appointments, clinics, pets, services, slotHolds, timeSlots } = schema;

export type { BookingClinic, BookingPet } from './booking-reads';

/** Where a visit goes: the slot its start falls in, its date, start and length, whose time. */
export interface PlacedSpan {
  slotId: string;
  clinicianId: string;
  /** The room its service needs for the whole span (null: none). */
  roomId: string | null;
  date: string;
  startTime: string;
  duration: number;
}

export interface NewAppointment {
  clinicId: string;
  ownerId: string;
  pet: BookingPet;
  span: PlacedSpan;
  serviceType: string;
  serviceId: string | null;
  price: number | null;
  notes: string;
}

/** A live hold on the day: whose, and which minutes. */
export interface DayHold {
  id: string;
  ownerId: string;
  start: number;
  end: number;
}

/** A live or settled appointment of an owner, locked for a change. */
export interface OwnedAppointment {
  id: string;
  clinicId: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  duration: number;
  serviceType: string;
  serviceId: string | null;
  clinicianId: string | null;
  roomId: string | null;
}

/** The steps of one booking or change; built on a transaction so they commit or roll back together. */
export function createBookingRepository(db: Database) {
  const slotColumns = {
    clinicId: timeSlots.clinicId,
    date: timeSlots.date,
    slotId: timeSlots.id,
    clinicianId: timeSlots.clinicianId,
    startTime: timeSlots.startTime,
    endTime: timeSlots.endTime,
    service: timeSlots.service,
    duration: timeSlots.duration,
    isBooked: timeSlots.isBooked,
    serviceId: timeSlots.serviceId,
  };
  type SlotRow = { startTime: string; endTime: string; clinicianId: string | null } & Omit<
    SlotRecord,
    'start' | 'end' | 'clinicianId'
  >;
  // Every slot names its clinician (migration 0024 fills and requires it).
  const toSlot = ({ startTime, endTime, clinicianId, ...row }: SlotRow): SlotRecord => ({
    ...row,
    clinicianId: clinicianId ?? '',
    start: toMinutes(startTime),
    end: toMinutes(endTime),
  });

  return {
    async clinicById(clinicId: string): Promise<BookingClinic | null> {
      const [row] = await db
        .select({
          id: clinics.id,
          timeZone: clinics.timeZone,
          phone: clinics.phone,
          cancellationCutoffHours: clinics.cancellationCutoffHours,
        })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .limit(1);
      return row ?? null;
    },

    async ownedPet(ownerId: string, petId: string): Promise<BookingPet | null> {
      const [row] = await db
        .select({ id: pets.id, name: pets.name, species: pets.species, breed: pets.breed })
        .from(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Bookings, changes and waitlist holds of one calendar's day take turns: the clinic's days
     * are taken shared, then each clinician's or room's day the change reads or claims, in one
     * sorted order shared with the waitlist and closures (see lockCalendarDays), so two moves
     * between the same days cannot wait on each other.
     */
    async lockDays(clinicId: string, dates: string[], calendarIds: string[]): Promise<void> {
      await lockCalendarDays(db, { clinicId, dates, calendarIds });
    },

    /** The clinic's clinicians, removed ones flagged, in hired order. */
    async clinicians(clinicId: string): Promise<TeamClinician[]> {
      const [row] = rowsOf<{ team: TeamClinician[] | string }>(
        await db.execute(sql`select ${TEAM_JSON(sql`${clinicId}::uuid`)} as team`),
      );
      const team = row?.team ?? [];
      return typeof team === 'string' ? (JSON.parse(team) as TeamClinician[]) : team;
    },

    async slot(clinicId: string, slotId: string): Promise<SlotRecord | null> {
      const [row] = await db
        .select(slotColumns)
        .from(timeSlots)
        .where(and(eq(timeSlots.id, slotId), eq(timeSlots.clinicId, clinicId)))
        .limit(1);
      return row ? toSlot(row) : null;
    },

    /** The clinic's services, oldest first (a name shared by two services means the first). */
    services(clinicId: string): Promise<ClinicService[]> {
      return db
        .select({
          clinicId: services.clinicId,
          id: services.id,
          name: services.name,
          duration: services.duration,
          price: services.price,
          roomId: services.roomId,
          species: services.species,
          bookingMode: services.bookingMode,
        })
        .from(services)
        .where(eq(services.clinicId, clinicId))
        .orderBy(asc(services.createdAt), asc(services.id));
    },

    /** The team's day (windows, live appointments, live holds, clinicians), read now. */
    async dayFacts(clinicId: string, date: string, now: Date): Promise<TeamFacts> {
      const day = await createBookingSnapshotRepository(db).day(db, { clinicId, date, now });
      return day.dayFacts(clinicId, date, now);
    },

    /** The owner's own holds, used up by the booking they were held for. */
    async consumeHolds(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(slotHolds).where(inArray(slotHolds.id, ids));
    },

    async insertAppointment(booking: NewAppointment): Promise<string> {
      const [row] = await db
        .insert(appointments)
        .values({
          clinicId: booking.clinicId,
          ownerId: booking.ownerId,
          petId: booking.pet.id,
          petName: booking.pet.name,
          petSpecies: booking.pet.species,
          petBreed: booking.pet.breed,
          timeSlotId: booking.span.slotId,
          clinicianId: booking.span.clinicianId,
          roomId: booking.span.roomId,
          serviceId: booking.serviceId,
          serviceType: booking.serviceType,
          appointmentDate: booking.span.date,
          appointmentTime: booking.span.startTime,
          duration: booking.span.duration,
          price: booking.price,
          status: 'pending',
          notes: booking.notes,
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('appointment insert returned no row');
      return row.id;
    },

    /** Locks the owner's appointment so two changes of it apply one after the other. */
    async lockOwned(ownerId: string, id: string): Promise<OwnedAppointment | null> {
      const [row] = await db
        .select({
          id: appointments.id,
          clinicId: appointments.clinicId,
          status: appointments.status,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
          duration: appointments.duration,
          serviceType: appointments.serviceType,
          serviceId: appointments.serviceId,
          clinicianId: appointments.clinicianId,
          roomId: appointments.roomId,
        })
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.ownerId, ownerId)))
        .for('update')
        .limit(1);
      return row
        ? { ...row, time: withoutSeconds(row.time), status: row.status as AppointmentStatus }
        : null;
    },

    /** Cancels a live appointment; false when it was no longer pending or confirmed. */
    async cancelLive(id: string): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(appointments.id, id), inArray(appointments.status, ['pending', 'confirmed'])))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },

    /**
     * Moves a live appointment to its new time in place: an owner's move goes back to pending for
     * the clinic to confirm, the clinic's own move keeps the status. The exclusion constraint
     * checks the new range against every other live visit.
     */
    async moveLive(
      id: string,
      span: PlacedSpan,
      by: 'owner' | 'clinic' = 'owner',
    ): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({
          timeSlotId: span.slotId,
          clinicianId: span.clinicianId,
          roomId: span.roomId,
          appointmentDate: span.date,
          appointmentTime: span.startTime,
          duration: span.duration,
          status: by === 'clinic' ? sql`${appointments.status}` : 'pending',
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, id), inArray(appointments.status, ['pending', 'confirmed'])))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

/**
 * Runs the steps in one transaction: any thrown error rolls everything back. The transaction
 * is handed on too, for writes that must commit with the booking (its read-back, its answer,
 * its emails and waitlist offers).
 */
export function inBookingTransaction<T>(
  db: Database,
  work: (repository: BookingRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createBookingRepository(tx), tx));
}
