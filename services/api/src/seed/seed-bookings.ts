import { and, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { REVIEW_COMMENTS } from './seed-catalog';
import { slotIdOf, type SeededClinic } from './seed-clinics';
import { petIdOf, type SeedPet } from './seed-pets';
import { teamSlotIdOf } from './seed-team';
import { addDays, createRandom, isSunday, seedId } from './seed-random';

export interface Booking {
  key: string;
  ownerId: string;
  pet: SeedPet;
  clinic: SeededClinic;
  serviceName: string;
  /** Days from the clinic's today; future bookings move past Sundays and take a slot. */
  dayOffset: number;
  time: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  notes?: string;
  /** One of Camden's weekday clinicians; absent: the clinic's first clinician. */
  clinicianId?: string;
}

const openDay = (date: string) => (isSunday(date) ? addDays(date, 1) : date);
/** The day itself, or the Monday after a weekend. */
const weekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
};

function slotOf(booking: Booking, date: string): string {
  const { clinic, clinicianId, time } = booking;
  return clinicianId
    ? teamSlotIdOf(clinic.id, clinicianId, date, time)
    : slotIdOf(clinic.id, date, time);
}

export async function seedAppointments(db: Database, bookings: Booking[]): Promise<string[]> {
  const rows = bookings.map((booking) => {
    const service =
      booking.clinic.services.find((candidate) => candidate.name === booking.serviceName) ??
      booking.clinic.services[0]!;
    const raw = addDays(booking.clinic.today, booking.dayOffset);
    const future = booking.dayOffset >= 0;
    const date = future ? (booking.clinicianId ? weekday(raw) : openDay(raw)) : raw;
    return {
      id: seedId(`appointment:${booking.key}`),
      clinicId: booking.clinic.id,
      ownerId: booking.ownerId,
      petId: petIdOf(booking.ownerId, booking.pet.key),
      petName: booking.pet.name,
      petSpecies: booking.pet.species,
      petBreed: booking.pet.breed,
      // Past visits predate the generated slots; upcoming ones hold theirs.
      timeSlotId: future ? slotOf(booking, date) : null,
      clinicianId: booking.clinicianId,
      serviceId: service.id,
      serviceType: service.name,
      appointmentDate: date,
      appointmentTime: booking.time,
      duration: service.duration,
      price: service.price,
      status: booking.status,
      notes: booking.notes ?? '',
    };
  });
  await db.insert(schema.appointments).values(rows).onConflictDoNothing();
  const ids = rows.map((row) => row.id);
  // A slot held by a live appointment is booked; the same rule the booking flow keeps.
  await db
    .update(schema.timeSlots)
    .set({ isBooked: true })
    .where(
      and(
        sql`not ${schema.timeSlots.isBooked}`,
        inArray(
          schema.timeSlots.id,
          db
            .select({ id: sql<string>`${schema.appointments.timeSlotId}` })
            .from(schema.appointments)
            .where(
              and(
                inArray(schema.appointments.id, ids),
                sql`${schema.appointments.status} <> 'cancelled'`,
              ),
            ),
        ),
      ),
    );
  return ids;
}

/** A handful of reviews per clinic from the demo customers, some answered by the business. */
export async function seedReviews(
  db: Database,
  clinics: SeededClinic[],
  reviewerIds: string[],
  now: Date,
): Promise<void> {
  const rows: Array<typeof schema.reviews.$inferInsert> = [];
  for (const clinic of clinics) {
    const random = createRandom(`reviews:${clinic.id}`);
    const reviewers = random.sample(reviewerIds, random.int(2, reviewerIds.length));
    reviewers.forEach((ownerId, index) => {
      const [rating, comment] = random.pick(REVIEW_COMMENTS);
      const answered = index === 0 && random.next() < 0.5;
      rows.push({
        id: seedId(`review:${clinic.id}:${ownerId}`),
        clinicId: clinic.id,
        ownerId,
        rating,
        comment,
        response: answered ? `Thank you for your kind words! ${clinic.name}` : null,
        respondedAt: answered ? now : null,
        createdAt: new Date(now.getTime() - random.int(3, 200) * 86_400_000),
      });
    });
  }
  await db.insert(schema.reviews).values(rows).onConflictDoNothing();
}

/** The demo owner's own review of a completed visit, answered by the clinic. */
export async function seedOwnerReview(
  db: Database,
  ownerId: string,
  clinic: SeededClinic,
  appointmentKey: string,
  now: Date,
): Promise<void> {
  await db
    .insert(schema.reviews)
    .values({
      id: seedId(`review:${clinic.id}:${ownerId}`),
      clinicId: clinic.id,
      ownerId,
      appointmentId: seedId(`appointment:${appointmentKey}`),
      rating: 5,
      comment: 'Dr. Shah was brilliant with Bella and explained everything clearly.',
      response: 'Thank you, Olivia! Give Bella a pat from all of us.',
      respondedAt: now,
      createdAt: new Date(now.getTime() - 30 * 86_400_000),
    })
    .onConflictDoNothing();
}
