import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { atVersion, versionOf } from '../../lib/if-match';

const { accounts, appointments, clinics, reviews } = schema;

export interface ReviewableAppointment {
  id: string;
  clinicId: string;
  status: string;
  reviewed: boolean;
}

export interface NewReview {
  clinicId: string;
  ownerId: string;
  appointmentId: string;
  rating: number;
  comment: string;
}

const reviewedFlag = sql<boolean>`exists (select 1 from ${reviews} r where r.appointment_id = ${appointments.id})`;

const reviewableColumns = {
  id: appointments.id,
  clinicId: appointments.clinicId,
  status: appointments.status,
  reviewed: reviewedFlag,
};

/** The writing side of reviews; built on a transaction so the rating moves with the review. */
export function createReviewWritesRepository(db: Database) {
  return {
    /** Locks the clinic row: reviews of one clinic are written one at a time, so its average is exact. */
    async lockClinic(clinicId: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: clinics.id })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async ownerAppointment(
      ownerId: string,
      appointmentId: string,
    ): Promise<ReviewableAppointment | null> {
      const [row] = await db
        .select(reviewableColumns)
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },

    /** The owner's completed appointments at the clinic, latest first, with whether each is reviewed. */
    async completedAt(ownerId: string, clinicId: string): Promise<ReviewableAppointment[]> {
      return db
        .select(reviewableColumns)
        .from(appointments)
        .where(
          and(
            eq(appointments.ownerId, ownerId),
            eq(appointments.clinicId, clinicId),
            eq(appointments.status, 'completed'),
          ),
        )
        .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime));
    },

    async insert(review: NewReview): Promise<string> {
      const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      return row.id;
    },

    async recomputeClinicRating(clinicId: string): Promise<void> {
      await db
        .update(clinics)
        .set({
          ratingAverage: sql`coalesce((select round(avg(r.rating)::numeric, 2) from ${reviews} r where r.clinic_id = ${clinicId}), 0)`,
          reviewCount: sql`(select count(*)::int from ${reviews} r where r.clinic_id = ${clinicId})`,
        })
        .where(eq(clinics.id, clinicId));
    },
  };
}

export type ReviewWritesRepository = ReturnType<typeof createReviewWritesRepository>;

export function inReviewTransaction<T>(
  db: Database,
  work: (repository: ReviewWritesRepository) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createReviewWritesRepository(tx)));
}

export interface OwnerReviewRecord {
  id: string;
  vetId: string;
  appointmentId: string | null;
  rating: number;
  comment: string;
  businessName: string;
  createdAt: Date;
  response: string | null;
}

export interface ClinicReviewRecord {
  id: string;
  customerName: string;
  rating: number;
  comment: string;
  response: string | null;
  createdAt: Date;
  timeZone: string;
  version: string;
}

/** Reads and the business's answer. */
export function createReviewsRepository(db: Database) {
  const clinicReviews = (clinicId: string, reviewId?: string) =>
    db
      .select({
        id: reviews.id,
        customerName: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
        rating: reviews.rating,
        comment: reviews.comment,
        response: reviews.response,
        createdAt: reviews.createdAt,
        timeZone: clinics.timeZone,
        version: versionOf(reviews),
      })
      .from(reviews)
      .innerJoin(accounts, eq(accounts.id, reviews.ownerId))
      .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
      .where(and(eq(reviews.clinicId, clinicId), reviewId ? eq(reviews.id, reviewId) : undefined))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));

  return {
    async listForOwner(ownerId: string, reviewId?: string): Promise<OwnerReviewRecord[]> {
      return db
        .select({
          id: reviews.id,
          vetId: reviews.clinicId,
          appointmentId: reviews.appointmentId,
          rating: reviews.rating,
          comment: reviews.comment,
          businessName: clinics.businessName,
          createdAt: reviews.createdAt,
          response: reviews.response,
        })
        .from(reviews)
        .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
        .where(and(eq(reviews.ownerId, ownerId), reviewId ? eq(reviews.id, reviewId) : undefined))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },

    listForClinic: (clinicId: string, reviewId?: string): Promise<ClinicReviewRecord[]> =>
      clinicReviews(clinicId, reviewId),

    async respond(
      clinicId: string,
      reviewId: string,
      response: string,
      at: Date,
      version?: string,
    ): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ response, respondedAt: at })
        .where(
          and(
            eq(reviews.id, reviewId),
            eq(reviews.clinicId, clinicId),
            atVersion(reviews, version),
          ),
        )
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}
