import { useMemo } from 'react';
import { Link, useParams } from '../../../lib/router';
import { type PublicPriceList, paths } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useT } from '../../../i18n';
import { httpStatusOf } from '../../../lib/errors';
import { formatDate } from '../../../lib/dates';
import { localePrice } from '../../../lib/money-locale';
import { usePageMeta } from '../../../lib/page-meta';
import { usePublicPriceListQuery } from '../../../lib/api/price-lists';
import { StandardServicePrices } from './StandardServicePrices';
import { groupName, serviceName } from '../../../lib/standard-words';
import '../clinic-prices.css';

/** The English of `directory.clinicPrices.notFound`, as the tests read it; the page shows the catalogue's. */
export const PRICES_NOT_FOUND_TEXT = 'This clinic could not be found.';

/** A PetVet clinic's prices in the standard layout: five groups, a price per pet band. */
export default function ClinicPricesPage() {
  const t = useT();
  const { id = '' } = useParams();
  const list = usePublicPriceListQuery(id);
  const data = list.data;
  usePageMeta(
    useMemo(
      () => ({
        title: data
          ? t('directory.clinicPrices.titleFor', { name: data.clinicName })
          : t('directory.clinicPrices.title'),
        description: data
          ? t('directory.clinicPrices.metaDescription', { name: data.clinicName })
          : undefined,
      }),
      [data, t],
    ),
  );

  if (list.isLoading) return <Spinner label={t('directory.clinicPrices.loading')} />;
  if (!data) {
    return (
      <div className="container page page--narrow">
        <h1>{t('directory.clinicPrices.title')}</h1>
        <ErrorBlock>
          {httpStatusOf(list.error) === 404
            ? t('directory.clinicPrices.notFound')
            : t('directory.clinicPrices.loadFailed')}
        </ErrorBlock>
      </div>
    );
  }
  return <PriceListBody list={data} />;
}

function PriceListBody({ list }: { list: PublicPriceList }) {
  const t = useT();
  const priced = list.groups
    .map((group) => ({ ...group, services: group.services.filter((s) => s.prices.length > 0) }))
    .filter((group) => group.services.length > 0);
  const unpriced = list.groups.flatMap((g) => g.services).filter((s) => s.prices.length === 0);
  return (
    <div className="container page clinic-prices">
      <nav aria-label={t('directory.breadcrumb')} className="breadcrumbs">
        <Link to={paths.clinic(list.vetId)}>
          ←{' '}
          {list.clinicName
            ? t('directory.clinicPrices.backTo', { name: list.clinicName })
            : t('directory.clinicPrices.backToClinic')}
        </Link>
      </nav>
      <PageHeader eyebrow={list.clinicName} title={t('directory.clinicPrices.title')}>
        <p className="clinic-prices__statement">{t('directory.clinicPrices.statement')}</p>
        <p className="muted small">
          {t('directory.clinicPrices.vat')}
          {list.lastChanged &&
            ` ${t('directory.clinicPrices.lastChanged', { date: formatDate(list.lastChanged) })}`}
        </p>
      </PageHeader>
      {priced.length === 0 && list.otherServices.length === 0 && (
        <p className="card">{t('directory.clinicPrices.none')}</p>
      )}
      <div className="stack">
        {priced.map((group) => (
          <section key={group.id} className="card" aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`}>{groupName(group.id)}</h2>
            {group.services.map((item) => (
              <StandardServicePrices key={item.id} item={item} currency={list.currency} />
            ))}
          </section>
        ))}
        {list.otherServices.length > 0 && (
          <section className="card" aria-labelledby="other-services">
            <h2 id="other-services">{t('directory.clinicPrices.otherServices')}</h2>
            <ul className="service-list">
              {list.otherServices.map((service) => (
                <li key={service.id} className="service-row">
                  <span>{service.name}</span>
                  <span className="service-row__price">
                    {localePrice(service.price, list.currency)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {unpriced.length > 0 && (
          <p className="muted small">
            {t('directory.clinicPrices.notListed', {
              services: unpriced.map((s) => serviceName(s.id)).join(', '),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
