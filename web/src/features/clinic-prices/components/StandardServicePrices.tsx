import {
  STANDARD_INCLUSIONS,
  formatPrice,
  priceBandLabel,
  type PublicPriceList,
} from '@petvet/shared';

type StandardItem = PublicPriceList['groups'][number]['services'][number];

/** One standard service: its price per pet band as a table, and for surgery what is included. */
export function StandardServicePrices({
  item,
  currency,
}: {
  item: StandardItem;
  currency: string;
}) {
  const showLength = item.states === 'appointment length';
  const headingId = `price-${item.id}`;
  const namedBands = item.prices.some((p) => p.band !== 'any');
  return (
    <div className="price-item">
      <h3 id={headingId} className="price-item__name">
        {item.name}
      </h3>
      <div className="table-scroll">
        <table
          className={`price-table${item.hasInclusions ? ' price-table--inclusions' : ''}`}
          aria-labelledby={headingId}
        >
          <thead>
            <tr>
              <th scope="col">Pet</th>
              <th scope="col" className="price-table__price">
                Price
              </th>
              {item.hasInclusions && (
                <th scope="col" className="price-table__includes">
                  Includes
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {item.prices.map((price, index) => (
              <tr key={`${price.band}-${index}`}>
                <th scope="row">
                  {priceBandLabel(price.band, namedBands)}
                  {price.serviceName !== item.name && (
                    <span className="price-table__own-name">{price.serviceName}</span>
                  )}
                </th>
                <td className="price-table__price">
                  {formatPrice(price.price, currency)}
                  {showLength && <span className="muted small"> · {price.duration} min</span>}
                </td>
                {item.hasInclusions && (
                  <td className="price-table__includes">
                    <ul className="inclusions" aria-label="What the price includes">
                      {STANDARD_INCLUSIONS.map((inclusion) => {
                        const included = price.inclusions.includes(inclusion);
                        return (
                          <li
                            key={inclusion}
                            className={included ? 'inclusions__yes' : 'inclusions__no'}
                          >
                            <span aria-hidden="true">{included ? '✓' : '–'}</span>{' '}
                            <span className="visually-hidden">
                              {included ? 'Included: ' : 'Not included: '}
                            </span>
                            {inclusion}
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
