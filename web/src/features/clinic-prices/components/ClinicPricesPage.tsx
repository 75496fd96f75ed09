import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import {
  PRICE_LIST_TITLE,
  PRICE_LIST_VAT_TEXT,
  formatPrice,
  type PublicPriceList,
  paths,
} from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { PageHeader } from '../../../components/ui/PageHeader';
import { httpStatusOf } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { usePublicPriceListQuery } from '../../../lib/api/price-lists';
import { formatChangedDate } from '../format';
import { StandardServicePrices } from './StandardServicePrices';
import '../clinic-prices.css';

export const PRICES_NOT_FOUND_TEXT = 'This clinic could not be found.';
export const NO_PRICES_TEXT = 'This clinic has not put any prices on its list yet.';

/** A PetVet clinic's prices in the standard layout: five groups, a price per pet band. */
export default function ClinicPricesPage() {
  const { id = '' } = useParams();
  const list = usePublicPriceListQuery(id);
  const data = list.data;
  usePageMeta(
    useMemo(
      () => ({
        title: data ? `${PRICE_LIST_TITLE}: ${data.clinicName}` : PRICE_LIST_TITLE,
        description: data
          ? `${data.clinicName}'s prices including VAT, per pet, in the standard price list layout.`
          : undefined,
      }),
      [data],
    ),
  );

  if (list.isLoading) return <Spinner label="Loading prices…" />;
  if (!data) {
    return (
      <div className="container page page--narrow">
        <h1>{PRICE_LIST_TITLE}</h1>
        <ErrorBlock>
          {httpStatusOf(list.error) === 404
            ? PRICES_NOT_FOUND_TEXT
            : 'The prices could not be loaded. Please try again.'}
        </ErrorBlock>
      </div>
    );
  }
  return <PriceListBody list={data} />;
}

function PriceListBody({ list }: { list: PublicPriceList }) {
  const priced = list.groups
    .map((group) => ({ ...group, services: group.services.filter((s) => s.prices.length > 0) }))
    .filter((group) => group.services.length > 0);
  const unpriced = list.groups.flatMap((g) => g.services).filter((s) => s.prices.length === 0);
  return (
    <div className="container page clinic-prices">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={paths.clinic(list.vetId)}>← Back to {list.clinicName || 'the clinic'}</Link>
      </nav>
      <PageHeader eyebrow={list.clinicName} title={PRICE_LIST_TITLE}>
        <p className="clinic-prices__statement">{list.statement}</p>
        <p className="muted small">
          {PRICE_LIST_VAT_TEXT}
          {list.lastChanged && <> Last changed {formatChangedDate(list.lastChanged)}.</>}
        </p>
      </PageHeader>
      {priced.length === 0 && list.otherServices.length === 0 && (
        <p className="card">{NO_PRICES_TEXT}</p>
      )}
      <div className="stack">
        {priced.map((group) => (
          <section key={group.id} className="card" aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`}>{group.name}</h2>
            {group.services.map((item) => (
              <StandardServicePrices key={item.id} item={item} currency={list.currency} />
            ))}
          </section>
        ))}
        {list.otherServices.length > 0 && (
          <section className="card" aria-labelledby="other-services">
            <h2 id="other-services">Other services</h2>
            <ul className="service-list">
              {list.otherServices.map((service) => (
                <li key={service.id} className="service-row">
                  <span>{service.name}</span>
                  <span className="service-row__price">
                    {formatPrice(service.price, list.currency)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {unpriced.length > 0 && (
          <p className="muted small">
            Not on this clinic&apos;s list: {unpriced.map((s) => s.name).join(', ')}. Ask the clinic
            for these.
          </p>
        )}
      </div>
    </div>
  );
}
