import { useState } from 'react';
import { formatPriceRange, type GlobalPractice } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { websiteHref } from '../../../lib/links';
import { useLazyPracticeQuery } from '../api';
import { PRICE_NOTES_DISPLAY_LENGTH } from '../settings';
import { ServiceGroups } from './ServiceGroups';

/** Verified (when it is) and where the listing comes from. */
export function PracticeBadges({ practice }: { practice: { verified: boolean; source: string } }) {
  return (
    <div className="chips">
      {practice.verified && (
        <span className="badge badge--success">
          <Icon name="shield" size={14} /> Verified
        </span>
      )}
      <span className="badge">{practice.source.toUpperCase()}</span>
    </div>
  );
}

export function PracticeCard({ practice }: { practice: GlobalPractice }) {
  const [open, setOpen] = useState(false);
  const [load, detail] = useLazyPracticeQuery();
  const toggle = () => {
    // Services load on demand the first time and hide on the next click.
    if (!open && !detail.data) void load(String(practice.id), true);
    setOpen((v) => !v);
  };
  const titleId = `practice-${practice.id}`;
  return (
    <article className="card clinic-card" aria-labelledby={titleId}>
      <div className="clinic-card__top">
        <div>
          <h3 className="clinic-card__name" id={titleId}>
            {practice.name}
          </h3>
          <div className="clinic-card__meta">
            <span className="icon-text">
              <Icon name="pin" size={16} />{' '}
              {practice.address || [practice.city, practice.countryName].filter(Boolean).join(', ')}
            </span>
            {practice.distance !== null && <span>{practice.distance.toFixed(1)} km away</span>}
            {practice.phone && (
              <span className="icon-text">
                <Icon name="phone" size={16} /> {practice.phone}
              </span>
            )}
          </div>
        </div>
        <PracticeBadges practice={practice} />
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        {practice.serviceCount} services listed
        {practice.minPrice !== null
          ? ` · ${formatPriceRange(practice.minPrice, practice.maxPrice, practice.currency)}`
          : ''}
      </p>
      <div className="clinic-card__actions">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-expanded={open}
          onClick={toggle}
        >
          {open ? 'Hide Services & Pricing' : 'Show Services & Pricing'}
        </button>
        <a
          href={`/global-practices/${practice.id}`}
          target="_blank"
          rel="noopener"
          className="btn btn--primary btn--sm"
        >
          View Full Details
        </a>
        {practice.website && (
          <a
            href={websiteHref(practice.website)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--ghost btn--sm"
          >
            Visit Website
          </a>
        )}
      </div>
      {open &&
        (detail.isFetching && !detail.data ? (
          <Spinner label="Loading services…" />
        ) : detail.data ? (
          <ServiceGroups
            services={detail.data.services}
            notesLimit={PRICE_NOTES_DISPLAY_LENGTH}
            headingLevel={4}
          />
        ) : (
          <p className="muted small">Service information could not be loaded.</p>
        ))}
    </article>
  );
}
