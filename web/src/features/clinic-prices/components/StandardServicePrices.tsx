import { STANDARD_INCLUSIONS, type PublicPriceList } from '@petvet/shared';
import { useT } from '../../../i18n';
import { localePrice } from '../../../lib/money-locale';
import { bandName, inclusionName, serviceName } from '../../../lib/standard-words';

type StandardItem = PublicPriceList['groups'][number]['services'][number];

/** One standard service: its price per pet band as a table, and for surgery what is included. */
export function StandardServicePrices({
  item,
  currency,
}: {
  item: StandardItem;
  currency: string;
}) {
  const t = useT();
  const showLength = item.states === 'appointment length';
  const headingId = `price-${item.id}`;
  const namedBands = item.prices.some((p) => p.band !== 'any');
  return (
    <div className="price-item">
      <h3 id={headingId} className="price-item__name">
        {serviceName(item.id)}
      </h3>
      <div className="table-scroll">
        <table
          className={`price-table${item.hasInclusions ? ' price-table--inclusions' : ''}`}
          aria-labelledby={headingId}
        >
          <thead>
            <tr>
              <th scope="col">{t('directory.clinicPrices.pet')}</th>
              <th scope="col" className="price-table__price">
                {t('directory.clinicPrices.price')}
              </th>
              {item.hasInclusions && (
                <th scope="col" className="price-table__includes">
                  {t('directory.clinicPrices.includes')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {item.prices.map((price, index) => (
              <tr key={`${price.band}-${index}`}>
                <th scope="row">
                  {bandName(price.band, namedBands)}
                  {price.serviceName !== item.name && (
                    <span className="price-table__own-name">{price.serviceName}</span>
                  )}
                </th>
                <td className="price-table__price">
                  {localePrice(price.price, currency)}
                  {showLength && (
                    <span className="muted small">
                      {' '}
                      · {t('directory.clinicPrices.minutes', { minutes: price.duration })}
                    </span>
                  )}
                </td>
                {item.hasInclusions && (
                  <td className="price-table__includes">
                    <ul
                      className="inclusions"
                      aria-label={t('directory.clinicPrices.includesLabel')}
                    >
                      {STANDARD_INCLUSIONS.map((inclusion) => {
                        const included = price.inclusions.includes(inclusion);
                        return (
                          <li
                            key={inclusion}
                            className={included ? 'inclusions__yes' : 'inclusions__no'}
                          >
                            <span aria-hidden="true">{included ? '✓' : '–'}</span>{' '}
                            <span className="visually-hidden">
                              {included
                                ? t('directory.clinicPrices.included')
                                : t('directory.clinicPrices.notIncluded')}{' '}
                            </span>
                            {inclusionName(inclusion)}
                          </li>
                        );
                      })}
                    </ul>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
