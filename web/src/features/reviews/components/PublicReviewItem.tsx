import type { PublicReview } from '@petvet/shared';
import { Stars } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';

/** One review as anyone sees it, with the clinic's answer beneath it. */
export function PublicReviewItem({
  review,
  clinicName,
}: {
  review: PublicReview;
  clinicName: string;
}) {
  const t = useT();
  return (
    <li className="public-review">
      <div className="public-review__head">
        <strong>{review.reviewerName}</strong>
        {review.verifiedVisit && (
          <span className="badge badge--success" title={t('clinics.reviews.verifiedVisitHint')}>
            <Icon name="check" size={12} /> {t('clinics.reviews.verifiedVisit')}
          </span>
        )}
        <time className="muted small public-review__date" dateTime={review.date}>
          {formatDate(review.date)}
        </time>
      </div>
      <Stars rating={review.rating} />
      <p className="public-review__text">{review.comment}</p>
      {review.response && (
        <div className="public-review__response">
          <p className="small public-review__response-head">
            <strong>{t('clinics.reviews.responseFrom', { name: clinicName })}</strong>
            {review.response.date && (
              <time className="muted" dateTime={review.response.date}>
                {formatDate(review.response.date)}
              </time>
            )}
          </p>
          <p className="public-review__text">{review.response.text}</p>
        </div>
      )}
    </li>
  );
}
