import { paths, type GlobalPractice } from '@petvet/shared';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { clinicServiceOf, ratingText, rowPrice, slotText } from './row-texts';

export const BOOK_ONLINE_TEXT = 'Book online';
export const CALL_TO_BOOK_TEXT = 'Call to book';

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
  const clinicId = practice.bookable ? practice.petvetClinicId : null;
  if (clinicId) {
    const next = practice.nextAvailable;
    if (next) {
      const when = slotText(next);
      return (
        <Link
          to={bookingHref(clinicId, next, clinicServiceOf(practice))}
          className="btn btn--primary btn--sm"
          aria-label={`Book ${practice.name} at ${when}`}
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
              ? `No free time online in the next ${within} days`
              : 'No free time online at the moment'
            : 'Free times on its page'}
        </span>
        <Link to={paths.clinic(clinicId)} className="btn btn--secondary btn--sm">
          See the clinic
        </Link>
      </>
    );
  }
  // Nobody knows this practice's free times: it shows none, never a guess.
  return practice.phone ? (
    <a href={`tel:${practice.phone.replace(/[^\d+]/g, '')}`} className="btn btn--secondary btn--sm">
      <Icon name="phone" size={16} /> {CALL_TO_BOOK_TEXT}: {practice.phone}
    </a>
  ) : (
    <span className="muted small">{CALL_TO_BOOK_TEXT}: no phone number listed</span>
  );
}

/** One practice of the results: price and where it comes from, distance, rating, and how to book. */
export function FindRow({
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
  const price = rowPrice(practice, service);
  const rating = ratingText(practice);
  const titleId = `find-row-${practice.id}-name`;
  const place =
    practice.address || [practice.city, practice.countryName].filter(Boolean).join(', ');
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
              <Icon name="shield" size={14} /> Verified
            </span>
          )}
          {practice.bookable && <span className="badge badge--info">{BOOK_ONLINE_TEXT}</span>}
        </div>
      </div>
      <p className="find-row__meta muted small">
        {place && <span>{place}</span>}
        {practice.distance !== null && <span>{practice.distance.toFixed(1)} km away</span>}
        <span>
          {rating ? (
            <>
              <Icon name="star" size={14} /> {rating}
            </>
          ) : (
            'No rating yet'
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
}
