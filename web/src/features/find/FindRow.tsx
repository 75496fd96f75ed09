import { memo } from 'react';
import { paths, type GlobalPractice } from '@petvet/shared';
import { Link } from '../../lib/router';
import { Icon } from '../../components/ui/Icon';
import { useT } from '../../i18n';
import { localeDecimal } from '../../lib/money-locale';
import { clinicServiceOf, ratingText, rowPrice, slotText } from './row-texts';
import { practicePlace } from '../../lib/place-name';

/** The booking screen at this free time, on the searched service when the clinic's is known. */
export function bookingHref(
  clinicId: string,
  next: { date: string; startTime: string },
  service: string | null,
) {
  const query = new URLSearchParams();
  if (service) query.set('service', service);
  query.set('date', next.date);
  query.set('time', next.startTime.slice(0, 5));
  return paths.book(clinicId, query);
}

function Booking({ practice, within }: { practice: GlobalPractice; within: number | null }) {
  const t = useT();
  const clinicId = practice.bookable ? practice.petvetClinicId : null;
  if (clinicId) {
    const next = practice.nextAvailable;
    if (next) {
      const when = slotText(next);
      return (
        <Link
          to={bookingHref(clinicId, next, clinicServiceOf(practice))}
          className="btn btn--primary btn--sm"
          aria-label={t('clinics.find.bookAt', { name: practice.name, when })}
        >
          <Icon name="calendar" size={16} /> {when}
        </Link>
      );
    }
    return (
      <>
        <span className="muted small">
          {next === null
            ? within
              ? t('clinics.find.noFreeTimeWithin', { days: within })
              : t('clinics.find.noFreeTime')
            : t('clinics.find.freeTimesOnPage')}
        </span>
        <Link to={paths.clinic(clinicId)} className="btn btn--secondary btn--sm">
          {t('clinics.find.seeClinic')}
        </Link>
      </>
    );
  }
  // Nobody knows this practice's free times: it shows none, never a guess.
  return practice.phone ? (
    <a href={`tel:${practice.phone.replace(/[^\d+]/g, '')}`} className="btn btn--secondary btn--sm">
      <Icon name="phone" size={16} /> {t('clinics.find.callToBookPhone', { phone: practice.phone })}
    </a>
  ) : (
    <span className="muted small">{t('clinics.find.noPhone')}</span>
  );
}

/** One practice of the results: price and where it comes from, distance, rating, and how to book. */
// A card renders again only when its own practice or state changes, not with every change of
// the list around it (a query's status, the map's highlight of another card).
export const FindRow = memo(function FindRow({
  practice,
  service,
  within,
  active,
  onActivate,
}: {
  practice: GlobalPractice;
  service: string;
  within: number | null;
  active: boolean;
  onActivate: (id: number | null) => void;
}) {
  const t = useT();
  const price = rowPrice(practice, service);
  const rating = ratingText(practice);
  const titleId = `find-row-${practice.id}-name`;
  const place = practicePlace(practice);
  return (
    <li
      className={`card find-row${active ? ' is-active' : ''}`}
      id={`find-row-${practice.id}`}
      aria-labelledby={titleId}
      onMouseEnter={() => onActivate(practice.id)}
      onMouseLeave={() => onActivate(null)}
      onFocus={() => onActivate(practice.id)}
    >
      <div className="find-row__top">
        <h3 className="find-row__name" id={titleId}>
          <Link
            to={
              practice.bookable && practice.petvetClinicId
                ? paths.clinic(practice.petvetClinicId)
                : paths.practice(practice.id)
            }
          >
            {practice.name}
          </Link>
        </h3>
        <div className="chips">
          {practice.verified && (
            <span className="badge badge--success">
              <Icon name="shield" size={14} /> {t('clinics.find.verified')}
            </span>
          )}
          {practice.bookable && (
            <span className="badge badge--info">{t('clinics.find.bookOnline')}</span>
          )}
        </div>
      </div>
      <p className="find-row__meta muted small">
        {place && <span>{place}</span>}
        {practice.distance !== null && (
          <span>
            {t('clinics.find.distance', { distance: localeDecimal(practice.distance, 1) })}
          </span>
        )}
        <span>
          {rating ? (
            <>
              <Icon name="star" size={14} /> {rating}
            </>
          ) : (
            t('clinics.find.noRating')
          )}
        </span>
      </p>
      <p className="find-row__price">
        <strong>{price.amount}</strong>
        {price.provenance && (
          <span className="muted small">
            {' '}
            {price.sourceUrl ? (
              <a
                href={price.sourceUrl}
                target={price.sourceUrl.startsWith('/') ? undefined : '_blank'}
                rel="noopener"
              >
                {price.provenance}
              </a>
            ) : (
              price.provenance
            )}
          </span>
        )}
      </p>
      <div className="find-row__book">
        <Booking practice={practice} within={within} />
      </div>
    </li>
  );
});
