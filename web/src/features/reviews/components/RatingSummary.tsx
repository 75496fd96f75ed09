import type { RatingDistribution } from '@petvet/shared';
import { Stars } from '../../../components/ui/Feedback';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The average, the count, and a bar per number of stars (5 down to 1) with how many gave it. */
export function RatingSummary({ distribution }: { distribution: RatingDistribution }) {
  const total = distribution.reduce((sum, row) => sum + row.count, 0);
  // From the same reviews as the bars, so the figure and the bars always agree.
  const average = total
    ? distribution.reduce((sum, row) => sum + row.stars * row.count, 0) / total
    : 0;
  return (
    <div className="rating-summary">
      <div className="rating-summary__score">
        <strong className="rating-summary__average">{average.toFixed(1)}</strong>
        <Stars rating={average} />
        <span className="muted small">{plural(total, 'review')}</span>
      </div>
      <ul className="rating-bars" aria-label="Ratings by number of stars">
        {distribution.map(({ stars, count }) => (
          <li key={stars} className="rating-bars__row">
            <span className="rating-bars__label">{plural(stars, 'star')}</span>
            <span className="rating-bars__track" aria-hidden="true">
              <span
                className="rating-bars__fill"
                style={{ width: `${total ? (count / total) * 100 : 0}%` }}
              />
            </span>
            <span className="rating-bars__count">
              {count}
              <span className="visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
