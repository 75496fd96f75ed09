import type { OwnerReview } from '@petvet/shared';
import { EmptyState, Stars } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';

export function ReviewList({ reviews }: { reviews: OwnerReview[] }) {
  const t = useT();
  if (reviews.length === 0) {
    return (
      <EmptyState icon="star" title={t('clinics.reviews.mine.noneTitle')}>
        <p>{t('clinics.reviews.mine.none')}</p>
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
              <strong>{t('clinics.reviews.mine.responseLabel')}</strong> {review.response}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
