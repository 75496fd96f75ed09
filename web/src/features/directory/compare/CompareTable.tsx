import { Link } from 'react-router';
import { formatPrice, formatPriceRange, type PracticeCompareResponse, paths } from '@petvet/shared';
import { BOOK_ONLINE_TEXT } from '../components/BookOnline';
import { PriceProvenance } from '../components/PriceProvenance';
import './compare.css';

export const COMPARE_NO_INCLUSIONS_TEXT = 'Not stated';

/**
 * The practices cheapest first: price as the page states it and converted, what it includes,
 * and who stands behind it (read from the website, or confirmed or entered by the practice). On a phone each practice becomes a card whose cells carry their column's name;
 * the explicit roles keep it a table for screen readers once its parts are laid out as blocks.
 */
export function CompareTable({ answer }: { answer: PracticeCompareResponse }) {
  const { currency } = answer;
  return (
    <div className="compare-table-wrap">
      <table className="compare-table" role="table">
        <caption className="visually-hidden">Practices cheapest first</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Practice
            </th>
            <th scope="col" role="columnheader">
              Price ({currency})
            </th>
            <th scope="col" role="columnheader">
              Distance
            </th>
            <th scope="col" role="columnheader">
              Includes
            </th>
            <th scope="col" role="columnheader">
              Who stands behind it
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {answer.practices.map((p) => (
            <tr key={p.id} role="row">
              <th scope="row" role="rowheader">
                <Link to={paths.practice(p.id)}>{p.name}</Link>
                {p.petvetClinicId && (
                  <Link
                    to={paths.book(p.petvetClinicId)}
                    className="badge badge--info compare-book"
                    aria-label={`${BOOK_ONLINE_TEXT}: ${p.name}`}
                  >
                    {BOOK_ONLINE_TEXT}
                  </Link>
                )}
              </th>
              <td role="cell" data-label={`Price (${currency})`}>
                <strong>{formatPrice(p.priceInDisplayCurrency, currency)}</strong>
                {p.price.currency !== currency && (
                  <span className="muted small" style={{ display: 'block' }}>
                    {formatPriceRange(p.price.min, p.price.max, p.price.currency)} on the page
                  </span>
                )}
              </td>
              <td role="cell" data-label="Distance">
                {p.distanceKm === null ? '—' : `${p.distanceKm.toFixed(1)} km`}
              </td>
              <td role="cell" data-label="Includes" className="small">
                {p.inclusions?.length ? p.inclusions.join(', ') : COMPARE_NO_INCLUSIONS_TEXT}
              </td>
              <td role="cell" data-label="Who stands behind it">
                <PriceProvenance price={p} fromClinic={p.bookable === true} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
