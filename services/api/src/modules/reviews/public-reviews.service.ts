import {
  AppError,
  CLINIC_NOT_FOUND_TEXT,
  DELETED_ACCOUNT_NAME,
  RATING_STARS,
  clinicDateTimeAt,
  type PublicReview,
  type PublicReviewsQuery,
  type PublicReviewsResponse,
  type RatingDistribution,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import {
  createPublicReviewsRepository,
  type PublicReviewRecord,
} from './public-reviews.repository';

/** "Olivia S.": enough to tell reviewers apart, not enough to find them. */
export function shortName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'A pet owner';
  return initial ? `${first} ${initial}.` : first;
}

const toPublicReview =
  (timeZone: string) =>
  (record: PublicReviewRecord): PublicReview => ({
    id: record.id,
    reviewerName: record.deleted
      ? DELETED_ACCOUNT_NAME
      : shortName(record.firstName, record.lastName),
    rating: record.rating,
    comment: record.comment,
    date: clinicDateTimeAt(timeZone, record.createdAt).date,
    verifiedVisit: record.verifiedVisit,
    response: record.response
      ? {
          text: record.response,
          date: record.respondedAt ? clinicDateTimeAt(timeZone, record.respondedAt).date : null,
        }
      : null,
  });

/** Every star count from 5 down to 1, zero where nobody gave it. */
function distributionOf(counts: Array<{ rating: number; count: number }>): RatingDistribution {
  return Array.from({ length: RATING_STARS }, (_, i) => RATING_STARS - i).map((stars) => ({
    stars,
    count: counts.find((row) => row.rating === stars)?.count ?? 0,
  }));
}

export function createPublicReviewsService(deps: Pick<AppDeps, 'db'>) {
  const repo = createPublicReviewsRepository(deps.db);
  return {
    /** A page of the clinic's reviews, newest first, with how its ratings spread. */
    async list(clinicId: string, query: PublicReviewsQuery): Promise<PublicReviewsResponse> {
      const [timeZone, counts, records] = await Promise.all([
        repo.clinicZone(clinicId),
        repo.ratingCounts(clinicId),
        repo.page(clinicId, query.limit, (query.page - 1) * query.limit),
      ]);
      if (timeZone === null) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      const distribution = distributionOf(counts);
      const totalCount = distribution.reduce((sum, row) => sum + row.count, 0);
      return {
        reviews: records.map(toPublicReview(timeZone)),
        distribution,
        pagination: {
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(totalCount / query.limit),
          totalCount,
        },
      };
    },
  };
}
