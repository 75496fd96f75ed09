import { paths } from '@petvet/shared';
import { memo, useState } from 'react';
import type { GlobalPractice } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n';
import { websiteHref } from '../../../lib/links';
import { useLazyPracticeQuery } from '../api';
import { localeDecimal } from '../../../lib/money-locale';
import { shownPriceRange } from '../display-price';
import { PRICE_NOTES_DISPLAY_LENGTH } from '../settings';
import { ServiceGroups } from './ServiceGroups';
import { BookOnlineActions, BookOnlineBadge, bookingClinicOf } from './BookOnline';
import { ServicePriceLine } from '../../../components/ui/ServicePriceLine';
import { practicePlace } from '../../../lib/place-name';

export const SAMPLE_SOURCE = 'demo';

/**
 * Verified (when it is) and where the listing comes from. Sample listings carry no badge: the
 * page says "Sample data" once instead.
 */
export function PracticeBadges({ practice }: { practice: { verified: boolean; source: string } }) {
  const t = useT();
  return (
    <div className="chips">
      {practice.verified && (
        <span className="badge badge--success">
          <Icon name="shield" size={14} /> {t('directory.card.verified')}
        </span>
      )}
      {practice.source !== SAMPLE_SOURCE && (
        <span className="badge">{practice.source.toUpperCase()}</span>
      )}
    </div>
  );
}

// A card renders again only when its own practice or state changes, not with every change of
// the list around it (a query's status, the map's highlight of another card).
export const PracticeCard = memo(function PracticeCard({
  practice,
  currency = '',
  from = '',
  active = false,
  onActivate,
}: {
  practice: GlobalPractice;
  /** '' keeps the practice's own currency. */
  currency?: string;
  /** The search's query string, so the practice page can lead back to it. */
  from?: string;
  active?: boolean;
  onActivate?: (id: number) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [load, detail] = useLazyPracticeQuery();
  const toggle = () => {
    // Services load on demand the first time and hide on the next click.
    if (!open && !detail.data) void load(String(practice.id), true);
    setOpen((v) => !v);
  };
  const titleId = `practice-${practice.id}`;
  const clinicId = bookingClinicOf(practice);
  return (
    <article
      className={`card clinic-card${active ? ' is-active' : ''}`}
      aria-labelledby={titleId}
      id={`practice-card-${practice.id}`}
      onMouseEnter={() => onActivate?.(practice.id)}
      onFocus={() => onActivate?.(practice.id)}
    >
      <div className="clinic-card__top">
        <div>
          <h3 className="clinic-card__name" id={titleId}>
            {practice.name}
          </h3>
          <div className="clinic-card__meta">
            <span className="icon-text">
              <Icon name="pin" size={16} /> {practicePlace(practice)}
            </span>
            {practice.distance !== null && (
              <span>
                {t('directory.card.away', { distance: localeDecimal(practice.distance, 1) })}
              </span>
            )}
            {practice.phone && (
              <span className="icon-text">
                <Icon name="phone" size={16} /> {practice.phone}
              </span>
            )}
          </div>
        </div>
        <div>
          {clinicId && <BookOnlineBadge />}
          <PracticeBadges practice={practice} />
        </div>
      </div>
      {practice.servicePrice && <ServicePriceLine price={practice.servicePrice} />}
      <p className="muted small" style={{ margin: 0 }}>
        {practice.serviceCount === 0
          ? t('directory.card.noPrices')
          : t('directory.card.servicesListed', { count: practice.serviceCount })}
        {practice.minPrice !== null
          ? ` · ${shownPriceRange(practice.minPrice, practice.maxPrice, practice.currency, currency)}`
          : ''}
      </p>
      <div className="clinic-card__actions">
        {practice.serviceCount > 0 && (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-expanded={open}
            onClick={toggle}
          >
            {open ? t('directory.card.hideServices') : t('directory.card.showServices')}
          </button>
        )}
        {clinicId && (
          <BookOnlineActions
            clinicId={clinicId}
            name={practice.name}
            nextAvailable={practice.nextAvailable}
            service={practice.servicePrice?.clinicServiceName}
          />
        )}
        <a
          href={paths.practice(practice.id, from ? `from=${encodeURIComponent(from)}` : '')}
          target="_blank"
          rel="noopener"
          className="btn btn--primary btn--sm"
        >
          {t('directory.card.details')}
        </a>
        {practice.website && (
          <a
            href={websiteHref(practice.website)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--ghost btn--sm"
          >
            {t('directory.card.website')}
          </a>
        )}
      </div>
      {open &&
        (detail.isFetching && !detail.data ? (
          <Spinner label={t('directory.card.loadingServices')} />
        ) : detail.data ? (
          <ServiceGroups
            services={detail.data.services}
            notesLimit={PRICE_NOTES_DISPLAY_LENGTH}
            currency={currency}
            headingLevel={4}
          />
        ) : (
          <p className="muted small">{t('directory.card.servicesFailed')}</p>
        ))}
    </article>
  );
});
