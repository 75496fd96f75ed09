import { useState } from 'react';
import { PUBLIC_REVIEWS_PAGE_SIZE } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useClinicReviewsQuery } from '../api';
import { PublicReviewItem, VERIFIED_VISIT_HINT, VERIFIED_VISIT_TEXT } from './PublicReviewItem';
import { RatingSummary } from './RatingSummary';
import '../reviews.css';

export const NO_CLINIC_REVIEWS_TEXT =
  'No reviews yet. Owners can review the clinic after a completed visit.';
export const REVIEWS_FAILED_TEXT = 'Reviews could not be loaded.';
export const MORE_REVIEWS_TEXT = 'More reviews';

export interface ClinicReviewsProps {
  clinicId: string;
  clinicName: string;
}

/** A failed read says so and offers to try again: it must never look like "no reviews". */
function Failed({ retry }: { retry: () => void }) {
  return (
    <ErrorBlock>
      <p>{REVIEWS_FAILED_TEXT}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={retry}>
        Try again
      </button>
    </ErrorBlock>
  );
}

/** Pages after the first, each its own read, kept on screen as more are asked for. */
function LaterPage({ clinicId, clinicName, page }: ClinicReviewsProps & { page: number }) {
  const { data, isLoading, error, refetch } = useClinicReviewsQuery({ clinicId, page });
  if (isLoading) return <Spinner label="Loading more reviews…" />;
  if (error || !data) return <Failed retry={() => void refetch()} />;
  return (
    <ol className="public-reviews" start={(page - 1) * data.pagination.limit + 1}>
      {data.reviews.map((review) => (
        <PublicReviewItem key={review.id} review={review} clinicName={clinicName} />
      ))}
    </ol>
  );
}

/** The clinic's reviews, newest first: the spread of ratings, then a page at a time. */
export function ClinicReviews({ clinicId, clinicName }: ClinicReviewsProps) {
  const first = useClinicReviewsQuery({ clinicId, page: 1 });
  const [pages, setPages] = useState(1);
  const data = first.data;

  let body;
  if (first.isLoading) body = <Spinner label="Loading reviews…" />;
  else if (first.error || !data) body = <Failed retry={() => void first.refetch()} />;
  else if (data.pagination.totalCount === 0)
    body = <p className="muted">{NO_CLINIC_REVIEWS_TEXT}</p>;
  else {
    const shown = Math.min(pages * PUBLIC_REVIEWS_PAGE_SIZE, data.pagination.totalCount);
    body = (
      <>
        <RatingSummary distribution={data.distribution} />
        {data.reviews.some((review) => review.verifiedVisit) && (
          <p className="muted small">
            <strong>{VERIFIED_VISIT_TEXT}:</strong> {VERIFIED_VISIT_HINT.toLowerCase()}.
          </p>
        )}
        <ol className="public-reviews">
          {data.reviews.map((review) => (
            <PublicReviewItem key={review.id} review={review} clinicName={clinicName} />
          ))}
        </ol>
        {Array.from({ length: pages - 1 }, (_, i) => (
          <LaterPage key={i + 2} clinicId={clinicId} clinicName={clinicName} page={i + 2} />
        ))}
        <div className="public-reviews__more">
          <span className="muted small" aria-live="polite">
            Showing {shown} of {data.pagination.totalCount}
          </span>
          {pages < data.pagination.totalPages && (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setPages((n) => n + 1)}
            >
              {MORE_REVIEWS_TEXT}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="card" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {body}
    </section>
  );
}
