import { and, eq, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

const { appointments, clinics, pets, services, timeSlots } = schema;

export interface BookingClinic {
  id: string;
  timeZone: string;
}

export interface ClaimedSlot {
  id: string;
  date: string;
  startTime: string;
  duration: number;
  service: string;
  serviceId: string | null;
}

export interface BookingPet {
  id: string;
  name: string;
  species: string;
  breed: string | null;
}

export interface NewAppointment {
  clinicId: string;
  ownerId: string;
  pet: BookingPet;
  slot: ClaimedSlot;
  serviceType: string;
  serviceId: string | null;
  price: number | null;
  notes: string;
}

/** Postgres reads `time` back as HH:MM:SS; the API speaks HH:MM. */
export const toHhMm = (time: string) => time.slice(0, 5);

/** The steps of one booking; built on a transaction so they commit or roll back together. */
export function createBookingRepository(db: Database) {
  return {
    async clinicById(clinicId: string): Promise<BookingClinic | null> {
      const [row] = await db
        .select({ id: clinics.id, timeZone: clinics.timeZone })
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
     * Marks the slot booked only if it is this clinic's and still free. The row lock this takes
     * makes concurrent bookers wait, then find it booked: exactly one of them gets a row back.
     */
    async claimSlot(slotId: string, clinicId: string): Promise<ClaimedSlot | null> {
      const [row] = await db
        .update(timeSlots)
        .set({ isBooked: true })
        .where(
          and(
            eq(timeSlots.id, slotId),
            eq(timeSlots.clinicId, clinicId),
            eq(timeSlots.isBooked, false),
          ),
        )
        .returning({
          id: timeSlots.id,
          date: timeSlots.date,
          startTime: timeSlots.startTime,
          duration: timeSlots.duration,
          service: timeSlots.service,
          serviceId: timeSlots.serviceId,
        });
      return row ? { ...row, startTime: toHhMm(row.startTime) } : null;
    },

    async slotExists(slotId: string, clinicId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: timeSlots.id })
        .from(timeSlots)
        .where(and(eq(timeSlots.id, slotId), eq(timeSlots.clinicId, clinicId)))
        .limit(1);
      return Boolean(row);
    },

    /** The slot's own service, else the clinic's service of that name (case-insensitive). */
    async serviceFor(
      clinicId: string,
      serviceId: string | null,
      name: string,
    ): Promise<{ id: string; price: number } | null> {
      const byName = sql`lower(${services.name}) = lower(${name})`;
      const query = db.select({ id: services.id, price: services.price }).from(services).$dynamic();
      const [row] = serviceId
        ? await query
            .where(and(eq(services.clinicId, clinicId), or(eq(services.id, serviceId), byName)))
            .orderBy(sql`(${services.id} = ${serviceId}) desc`, services.createdAt)
            .limit(1)
        : await query
            .where(and(eq(services.clinicId, clinicId), byName))
            .orderBy(services.createdAt)
            .limit(1);
      return row ?? null;
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
          timeSlotId: booking.slot.id,
          serviceId: booking.serviceId,
          serviceType: booking.serviceType,
          appointmentDate: booking.slot.date,
          appointmentTime: booking.slot.startTime,
          duration: booking.slot.duration,
          price: booking.price,
          status: 'pending',
          notes: booking.notes,
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('appointment insert returned no row');
      return row.id;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

/**
 * Runs the steps in one transaction: any thrown error rolls the slot claim back. The transaction
 * is handed on too, for writes that must commit with the booking (its read-back, its answer).
 */
export function inBookingTransaction<T>(
  db: Database,
  work: (repository: BookingRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createBookingRepository(tx), tx));
}
