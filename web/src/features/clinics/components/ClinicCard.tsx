import { memo } from 'react';
import { paths } from '@petvet/shared';
import { Link } from '../../../lib/router';
import { Stars } from '../../../components/ui/Feedback';
import { serviceName, type ClinicView } from '../types';
import { nextFreeText } from '../next-free';
import { Icon } from '../../../components/ui/Icon';
import { ServicePriceLine } from '../../../components/ui/ServicePriceLine';
import { translate, useT } from '../../../i18n';
import { localeDecimal, localePriceRange } from '../../../lib/money-locale';

const SHOWN = 3;
/** "Pricing information will be available soon.", in the active language. */
export const pricingNoteText = () => translate('clinics.search.pricingNote');

/** The booking link: the search carried along, and the priced service chosen when there is one. */
function bookQuery(query: string, clinic: ClinicView): string {
  const name = clinic.servicePrice?.clinicServiceName;
  if (!name) return query;
  const params = new URLSearchParams(query);
  params.set('service', name);
  return params.toString();
}

export function ClinicBadges({ clinic }: { clinic: ClinicView }) {
  const t = useT();
  return (
    <>
      {clinic.avmaVerified && (
        <span className="badge badge--info">{t('clinics.card.avmaVerified')}</span>
      )}
      {clinic.rcvsVerified && (
        <span className="badge badge--info">{t('clinics.card.rcvsVerified')}</span>
      )}
      {clinic.verified && (
        <span className="badge badge--success">
          <Icon name="shield" size={14} /> {t('clinics.card.platformVerified')}
        </span>
      )}
    </>
  );
}

/**
 * One search result: 3 services then "+N more"; real pricing 3 items then "+N more services". When
 * the search names a service (`priced`), the card shows the clinic's own price for it, or the
 * spec's note where its list has none.
 */
// A card renders again only when its own practice or state changes, not with every change of
// the list around it (a query's status, the map's highlight of another card).
export const ClinicCard = memo(function ClinicCard({
  clinic,
  query,
  priced = false,
}: {
  clinic: ClinicView;
  query: string;
  priced?: boolean;
}) {
  const t = useT();
  const services = clinic.services.map(serviceName);
  const pricing = clinic.hasRealPricing ? (clinic.realPricingData ?? []) : [];
  const titleId = `clinic-${clinic.id}-name`;
  const nextFree = nextFreeText(clinic.nextAvailable);
  return (
    <article className="card clinic-card" aria-labelledby={titleId}>
      <div className="clinic-card__top">
        <div>
          <h3 className="clinic-card__name" id={titleId}>
            <Link to={paths.clinic(clinic.id, query)}>{clinic.businessName}</Link>
          </h3>
          <div className="clinic-card__meta">
            <span className="icon-text">
              <Icon name="pin" size={16} /> {clinic.address}
              {clinic.city && !clinic.address.includes(clinic.city) ? `, ${clinic.city}` : ''}
              {clinic.postcode && !clinic.address.includes(clinic.postcode)
                ? ` ${clinic.postcode}`
                : ''}
            </span>
            {typeof clinic.distance === 'number' && (
              <span>
                {t('clinics.card.distance', { distance: localeDecimal(clinic.distance, 1) })}
              </span>
            )}
            {clinic.phone && (
              <span className="icon-text">
                <Icon name="phone" size={16} /> {clinic.phone}
              </span>
            )}
          </div>
        </div>
        <div className="clinic-card__rating">
          <Stars rating={clinic.rating} />
          <span>{localeDecimal(clinic.rating, 1)}</span>
          <span className="muted small">({clinic.reviewCount})</span>
        </div>
      </div>
      {nextFree && (
        <p className={`next-free-line${clinic.nextAvailable ? '' : ' next-free-line--none'}`}>
          <Icon name="calendar" size={16} /> {nextFree}
        </p>
      )}
      {priced &&
        (clinic.servicePrice ? (
          <ServicePriceLine price={clinic.servicePrice} />
        ) : (
          <p className="muted small icon-text">
            <Icon name="info" size={16} /> {t('clinics.search.pricingNote')}
          </p>
        ))}
      {(clinic.verified || clinic.avmaVerified || clinic.rcvsVerified) && (
        <div className="chips">
          <ClinicBadges clinic={clinic} />
        </div>
      )}
      {services.length > 0 && (
        <ul className="chips" aria-label={t('clinics.card.services')}>
          {services.slice(0, SHOWN).map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
          {services.length > SHOWN && (
            <li className="chip chip--more">
              {t('clinics.card.moreServices', { count: services.length - SHOWN })}
            </li>
          )}
        </ul>
      )}
      {pricing.length > 0 && (
        <ul className="service-list" aria-label={t('clinics.card.prices')}>
          {pricing.slice(0, SHOWN).map((price) => (
            <li key={price.name} className="service-row">
              <span>{price.name}</span>
              <span className="service-row__price">
                {localePriceRange(price.priceMin, price.priceMax, price.currency)}
              </span>
            </li>
          ))}
          {pricing.length > SHOWN && (
            <li className="muted small">
              {t('clinics.card.morePrices', { count: pricing.length - SHOWN })}
            </li>
          )}
        </ul>
      )}
      <div className="clinic-card__actions">
        <Link
          to={paths.clinic(clinic.id, query)}
          className="btn btn--secondary btn--sm"
          aria-label={t('clinics.card.viewDetailsOf', { name: clinic.businessName })}
        >
          {t('clinics.card.viewDetails')}
        </Link>
        <Link
          to={paths.book(clinic.id, bookQuery(query, clinic))}
          className="btn btn--primary btn--sm"
          aria-label={t('clinics.card.bookAt', { name: clinic.businessName })}
        >
          {t('clinics.card.book')}
        </Link>
      </div>
    </article>
  );
});
