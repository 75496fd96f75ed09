import { paths, type NextAvailable } from '@petvet/shared';
import { Link } from '../../../lib/router';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n';
import { formatLocale } from '../../../lib/format-locale';
import { dateTimeFormat } from '@petvet/shared';

/** "Wed 16 Jan" ("mer. 16 janv." in French): the date is already the clinic's own calendar day. */
function shortDay(date: string): string {
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(formatLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(day);
}

/** The PetVet clinic a directory row is (its own row, or a crawled listing of it); null: none. */
export function bookingClinicOf(practice: { petvetClinicId?: string | null }): string | null {
  return practice.petvetClinicId ?? null;
}

/** The booking screen opened on one free time (the names booking-params.ts reads). */
export function bookAtHref(
  clinicId: string,
  next: { date: string; startTime: string },
  service?: string,
): string {
  // Dates and HH:MM times need no escaping: the address stays readable ("time=09:30").
  const at = `date=${next.date}&time=${next.startTime.slice(0, 5)}`;
  return paths.book(clinicId, service ? `service=${encodeURIComponent(service)}&${at}` : at);
}

/** "Book online" marks a practice that is a PetVet clinic (cards, the compare table). */
export function BookOnlineBadge() {
  const t = useT();
  return (
    <span className="badge badge--info">
      <Icon name="calendar" size={14} /> {t('directory.book.online')}
    </span>
  );
}

/**
 * A PetVet clinic's booking: "Book online" to its booking screen and, when the search knows it,
 * its next free time as a button that opens booking at that time. Absent: nothing is claimed.
 */
export function BookOnlineActions({
  clinicId,
  name,
  nextAvailable,
  service,
}: {
  clinicId: string;
  name: string;
  nextAvailable?: NextAvailable;
  /** The clinic's own service the searched price is for (the booking screen's `service`). */
  service?: string;
}) {
  const t = useT();
  const when = nextAvailable && {
    day: shortDay(nextAvailable.date),
    time: nextAvailable.startTime.slice(0, 5),
  };
  return (
    <>
      <Link
        to={paths.book(clinicId)}
        className="btn btn--primary btn--sm"
        aria-label={t('directory.book.onlineAt', { name })}
      >
        {t('directory.book.online')}
      </Link>
      {nextAvailable && when ? (
        <Link
          to={bookAtHref(clinicId, nextAvailable, service)}
          className="btn btn--secondary btn--sm"
          aria-label={t('directory.book.nextFreeLabel', { name, ...when })}
        >
          <Icon name="calendar" size={16} /> {t('directory.book.nextFree', when)}
        </Link>
      ) : nextAvailable === null ? (
        <span className="muted small">{t('directory.book.noFreeTime')}</span>
      ) : null}
    </>
  );
}
