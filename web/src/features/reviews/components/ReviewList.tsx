import type { OwnerReview } from '@petvet/shared';
import { EmptyState, Stars } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';

export const NO_REVIEWS_TEXT =
  'You have not written any reviews yet. After a completed visit, use Leave Review in your appointment history.';

export function ReviewList({ reviews }: { reviews: OwnerReview[] }) {
  if (reviews.length === 0) {
    return (
      <EmptyState icon="star" title="No reviews yet">
        <p>{NO_REVIEWS_TEXT}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="list">
      {reviews.map((review) => (
        <li key={review.id} className="card review">
          <div className="record__head">
            <h3 className="record__title">{review.businessName}</h3>
            <span className="muted small">{formatDate(review.createdAt)}</span>
          </div>
          <Stars rating={review.rating} />
          <p style={{ margin: 0 }}>{review.comment}</p>
          {review.response && (
            <div className="alert alert--info small">
              <strong>Response from the clinic:</strong> {review.response}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
