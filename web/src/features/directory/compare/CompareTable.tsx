import { Link } from '../../../lib/router';
import { type PracticeCompareResponse, paths } from '@petvet/shared';
import { useT } from '../../../i18n';
import { localeDecimal, localePrice, localePriceRange } from '../../../lib/money-locale';
import { PriceProvenance } from '../components/PriceProvenance';
import { inclusionName } from '../../../lib/standard-words';
import './compare.css';

/**
 * The practices cheapest first: price as the page states it and converted, what it includes,
 * and who stands behind it (read from the website, or confirmed or entered by the practice). On a phone each practice becomes a card whose cells carry their column's name;
 * the explicit roles keep it a table for screen readers once its parts are laid out as blocks.
 */
export function CompareTable({ answer }: { answer: PracticeCompareResponse }) {
  const t = useT();
  const { currency } = answer;
  const priceColumn = t('directory.compare.price', { currency });
  return (
    <div className="compare-table-wrap">
      <table className="compare-table" role="table">
        <caption className="visually-hidden">{t('directory.compare.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('directory.compare.practice')}
            </th>
            <th scope="col" role="columnheader">
              {priceColumn}
            </th>
            <th scope="col" role="columnheader">
              {t('directory.compare.distance')}
            </th>
            <th scope="col" role="columnheader">
              {t('directory.standard.includes')}
            </th>
            <th scope="col" role="columnheader">
              {t('directory.standard.whoStandsBehind')}
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
                    aria-label={t('directory.book.onlineAt', { name: p.name })}
                  >
                    {t('directory.book.online')}
                  </Link>
                )}
              </th>
              <td role="cell" data-label={priceColumn}>
                <strong>{localePrice(p.priceInDisplayCurrency, currency)}</strong>
                {p.price.currency !== currency && (
                  <span className="muted small" style={{ display: 'block' }}>
                    {t('directory.compare.onThePage', {
                      price: localePriceRange(p.price.min, p.price.max, p.price.currency),
                    })}
                  </span>
                )}
              </td>
              <td role="cell" data-label={t('directory.compare.distance')}>
                {p.distanceKm === null
                  ? '—'
                  : t('directory.km', { distance: localeDecimal(p.distanceKm, 1) })}
              </td>
              <td role="cell" data-label={t('directory.standard.includes')} className="small">
                {p.inclusions?.length
                  ? p.inclusions.map(inclusionName).join(', ')
                  : t('directory.standard.notStated')}
              </td>
              <td role="cell" data-label={t('directory.standard.whoStandsBehind')}>
                <PriceProvenance price={p} fromClinic={p.bookable === true} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
