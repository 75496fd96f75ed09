import { desc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

const { accounts, clinics, reviews } = schema;

export interface PublicReviewRecord {
  id: string;
  firstName: string;
  lastName: string;
  /** The reviewer closed their account: the review stays, anonymised. */
  deleted: boolean;
  rating: number;
  comment: string;
  createdAt: Date;
  /** Written for an appointment: the app takes a review only for a completed visit. */
  verifiedVisit: boolean;
  response: string | null;
  respondedAt: Date | null;
}

/** Public reads of a clinic's reviews; every table read here versions the 'clinics' scope. */
export function createPublicReviewsRepository(db: Database) {
  return {
    /** The clinic's time zone, or null when there is no such clinic. */
    async clinicZone(clinicId: string): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: clinics.timeZone })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .limit(1);
      return row?.timeZone ?? null;
    },

    /** One page, newest first; the id breaks ties so pages never repeat or skip a review. */
    async page(clinicId: string, limit: number, offset: number): Promise<PublicReviewRecord[]> {
      return db
        .select({
          id: reviews.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          deleted: sql<boolean>`${accounts.deletedAt} is not null`,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          verifiedVisit: sql<boolean>`${reviews.appointmentId} is not null`,
          response: reviews.response,
          respondedAt: reviews.respondedAt,
        })
        .from(reviews)
        .innerJoin(accounts, eq(accounts.id, reviews.ownerId))
        .where(eq(reviews.clinicId, clinicId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many reviews gave each rating (ratings nobody gave are absent). */
    async ratingCounts(clinicId: string): Promise<Array<{ rating: number; count: number }>> {
      return db
        .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.clinicId, clinicId))
        .groupBy(reviews.rating);
    },
  };
}
