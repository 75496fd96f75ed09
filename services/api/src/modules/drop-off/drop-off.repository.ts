import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { lockCalendarDays } from '@petvet/shared/backend';
import type { DropOffCounts, DropOffRules } from '@petvet/shared';
import { versionOf } from '../../lib/if-match';

const { appointments, clinics, closures, pets, services } = schema;

/**
 * The advisory lock class of a clinic's drop-off day (key: hashtext of clinic id and date). The
 * cap check and the write take it; migration 0026's trigger takes it too. Beside the other classes:
 * 48151 slot writes, 48152 a clinic's booking day, 48153 a clinic's drop-off day.
 */
export const DROP_OFF_DAY_LOCK = 48_153;

export interface DropOffService {
  id: string;
  name: string;
  price: number;
  species: string[] | null;
  bookingMode: 'appointment' | 'drop_off';
  dailyCap: number | null;
}

export interface NewDropOff {
  clinicId: string;
  ownerId: string;
  pet: { id: string; name: string; species: string; breed: string | null };
  service: DropOffService;
  date: string;
  startTime: string;
  duration: number;
  notes: string;
}

/** Drop-off settings, days and bookings; every query carries the clinic id. */
export function createDropOffRepository(db: Database) {
  return {
    async clinic(clinicId: string): Promise<{
      id: string;
      timeZone: string;
      dropOff: DropOffRules | null;
      version: string;
    } | null> {
      const [row] = await db
        .select({
          id: clinics.id,
          timeZone: clinics.timeZone,
          dropOff: clinics.dropOff,
          version: versionOf(clinics),
        })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .limit(1);
      if (!row) return null;
      const stored = row.dropOff;
      const dropOff = stored
        ? {
            windows: stored.windows as DropOffRules['windows'],
            collectionTime: stored.collectionTime,
            dailyCap: stored.dailyCap,
            clinicianId: stored.clinicianId ?? null,
          }
        : null;
      return { ...row, dropOff };
    },

    async service(clinicId: string, id: string): Promise<DropOffService | null> {
      const [row] = await db
        .select({
          id: services.id,
          name: services.name,
          price: services.price,
          species: services.species,
          bookingMode: services.bookingMode,
          dailyCap: services.dailyCap,
        })
        .from(services)
        .where(and(eq(services.id, id), eq(services.clinicId, clinicId)));
      return row ?? null;
    },

    async ownedPet(ownerId: string, petId: string) {
      const [row] = await db
        .select({ id: pets.id, name: pets.name, species: pets.species, breed: pets.breed })
        .from(pets)
        .where(and(eq(pets.id, petId), eq(pets.ownerId, ownerId)));
      return row ?? null;
    },

    /** The clinic's closures that touch from..to, as inclusive date ranges. */
    closuresBetween(clinicId: string, from: string, to: string) {
      return db
        .select({ from: closures.fromDate, to: closures.toDate })
        .from(closures)
        .where(
          and(
            eq(closures.clinicId, clinicId),
            lte(closures.fromDate, to),
            gte(closures.toDate, from),
          ),
        );
    },

    /** Live drop-offs per date from..to: of the service, and of the clinic in all. */
    async countsBetween(
      clinicId: string,
      serviceId: string,
      from: string,
      to: string,
    ): Promise<Map<string, DropOffCounts>> {
      const rows = await db
        .select({
          date: appointments.appointmentDate,
          service:
            sql<number>`count(*) filter (where ${appointments.serviceId} = ${serviceId})`.mapWith(
              Number,
            ),
          total: sql<number>`count(*)`.mapWith(Number),
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.clinicId, clinicId),
            gte(appointments.appointmentDate, from),
            lte(appointments.appointmentDate, to),
            eq(appointments.kind, 'drop_off'),
            ne(appointments.status, 'cancelled'),
          ),
        )
        .groupBy(appointments.appointmentDate);
      return new Map(rows.map(({ date, ...counts }) => [date, counts]));
    },

    /** Whether the pet already has a live drop-off at this clinic that day. */
    async petBookedIn(clinicId: string, petId: string, date: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.clinicId, clinicId),
            eq(appointments.petId, petId),
            eq(appointments.appointmentDate, date),
            eq(appointments.kind, 'drop_off'),
            ne(appointments.status, 'cancelled'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Drop-off bookings of a day take turns on the drop-off day's own lock. First the clinic's
     * day in shared mode, as every booking takes it: a closure of that day (which takes it
     * exclusively) waits for them, and no drop-off slips onto a day being closed.
     */
    async lockDay(clinicId: string, date: string): Promise<void> {
      await lockCalendarDays(db, { clinicId, dates: [date], calendarIds: [] });
      const key = `${clinicId} ${date}`;
      await db.execute(sql`select pg_advisory_xact_lock(${DROP_OFF_DAY_LOCK}, hashtext(${key}))`);
    },

    async insert(booking: NewDropOff): Promise<string> {
      const [row] = await db
        .insert(appointments)
        .values({
          clinicId: booking.clinicId,
          ownerId: booking.ownerId,
          petId: booking.pet.id,
          petName: booking.pet.name,
          petSpecies: booking.pet.species,
          petBreed: booking.pet.breed,
          serviceId: booking.service.id,
          serviceType: booking.service.name,
          appointmentDate: booking.date,
          appointmentTime: booking.startTime,
          duration: booking.duration,
          price: booking.service.price,
          status: 'pending',
          notes: booking.notes,
          kind: 'drop_off',
          changedBy: booking.ownerId,
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('drop-off insert returned no row');
      return row.id;
    },
  };
}

export type DropOffRepository = ReturnType<typeof createDropOffRepository>;
