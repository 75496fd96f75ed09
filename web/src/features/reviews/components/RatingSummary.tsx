import type { RatingDistribution } from '@petvet/shared';
import { Stars } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { localeDecimal } from '../../../lib/money-locale';

/** The average, the count, and a bar per number of stars (5 down to 1) with how many gave it. */
export function RatingSummary({ distribution }: { distribution: RatingDistribution }) {
  const t = useT();
  const total = distribution.reduce((sum, row) => sum + row.count, 0);
  // From the same reviews as the bars, so the figure and the bars always agree.
  const average = total
    ? distribution.reduce((sum, row) => sum + row.stars * row.count, 0) / total
    : 0;
  return (
    <div className="rating-summary">
      <div className="rating-summary__score">
        <strong className="rating-summary__average">{localeDecimal(average, 1)}</strong>
        <Stars rating={average} />
        <span className="muted small">
          {t('clinics.reviews.reviewCount', { count: total, total })}
        </span>
      </div>
      <ul className="rating-bars" aria-label={t('clinics.reviews.byStars')}>
        {distribution.map(({ stars, count }) => (
          <li key={stars} className="rating-bars__row">
            <span className="rating-bars__label">
              {t('clinics.reviews.stars', { count: stars })}
            </span>
            <span className="rating-bars__track" aria-hidden="true">
              <span
                className="rating-bars__fill"
                style={{ width: `${total ? (count / total) * 100 : 0}%` }}
              />
            </span>
            <span className="rating-bars__count">
              {richText(t('clinics.reviews.barCount', { count, total: count }), {
                hidden: (text) => <span className="visually-hidden">{text}</span>,
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
