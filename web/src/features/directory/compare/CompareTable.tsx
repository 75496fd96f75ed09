import { Link } from 'react-router';
import { formatPrice, formatPriceRange, type PracticeCompareResponse } from '@petvet/shared';
import { formatDate } from '../../../lib/dates';
import { websiteHref } from '../../../lib/links';

export const COMPARE_NO_INCLUSIONS_TEXT = 'Not stated';

/** The practices cheapest first: price as the page states it and converted, what it includes, source and date. */
export function CompareTable({ answer }: { answer: PracticeCompareResponse }) {
  const { currency } = answer;
  return (
    <div className="compare-table-wrap">
      <table className="compare-table">
        <caption className="visually-hidden">Practices cheapest first</caption>
        <thead>
          <tr>
            <th scope="col">Practice</th>
            <th scope="col">Price ({currency})</th>
            <th scope="col">Distance</th>
            <th scope="col">Includes</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {answer.practices.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <Link to={`/global-practices/${p.id}`}>{p.name}</Link>
              </th>
              <td>
                <strong>{formatPrice(p.priceInDisplayCurrency, currency)}</strong>
                {p.price.currency !== currency && (
                  <span className="muted small" style={{ display: 'block' }}>
                    {formatPriceRange(p.price.min, p.price.max, p.price.currency)} on the page
                  </span>
                )}
              </td>
              <td>{p.distanceKm === null ? '—' : `${p.distanceKm.toFixed(1)} km`}</td>
              <td className="small">
                {p.inclusions?.length ? p.inclusions.join(', ') : COMPARE_NO_INCLUSIONS_TEXT}
              </td>
              <td className="small">
                {p.sourceUrl ? (
                  <a href={websiteHref(p.sourceUrl)} target="_blank" rel="noopener noreferrer">
                    Price page
                  </a>
                ) : (
                  '—'
                )}
                {p.seenAt && (
                  <span className="muted" style={{ display: 'block' }}>
                    as of {formatDate(p.seenAt, 'short')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
