import { Link } from '../../../lib/router';
import { WAITLIST_HOLD_MINUTES } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { useAvailableDaysQuery, useAvailableSlotsQuery } from '../../../lib/api/free-times';
import { usePublicServicesQuery } from '../api';
import {
  bookingLink,
  headlineService,
  NEXT_FREE_BUTTONS,
  nextFreeText,
  noFreeTimeText,
  shortDay,
} from '../next-free';
import { zoneTimesText } from '../zone-text';
import type { ClinicView } from '../types';

/** The clinic's next free times as buttons that open the booking screen on that time. */
export function NextFreeTimes({ clinic, search }: { clinic: ClinicView; search: string }) {
  const t = useT();
  const named = clinic.nextAvailable;
  // An answer without the field (an older server) is asked about the free days instead.
  const days = useAvailableDaysQuery({ clinicId: clinic.id }, { skip: named !== undefined });
  const date =
    named === undefined
      ? days.data?.days.find((d) => d.count > 0)?.date
      : (named?.date ?? undefined);
  // The times of the service the headline counted (the page reads the services anyway).
  const services = usePublicServicesQuery(clinic.id);
  const counted = services.isLoading ? undefined : headlineService(services.data)?.name;
  const times = useAvailableSlotsQuery(
    { clinicId: clinic.id, date: date ?? '', service: counted },
    { skip: !date || services.isLoading },
  );
  const shown = (times.data ?? []).slice(0, NEXT_FREE_BUTTONS);
  // The clinic's zone, named, when the viewer's clock differs from it.
  const zoneLine =
    named && zoneTimesText({ zone: clinic.timeZone, date: named.date, time: named.startTime });
  const headline = nextFreeText(named) ?? (days.data && !date ? noFreeTimeText() : null) ?? null;

  return (
    <section className="card next-free" aria-labelledby="next-free-title">
      <h2 id="next-free-title">{t('clinics.nextFree.title')}</h2>
      {headline && <p className="next-free__headline">{headline}</p>}
      {zoneLine && (
        <p className="small" data-testid="clinic-zone">
          {zoneLine}
        </p>
      )}
      {date && times.isLoading && <Spinner label={t('clinics.nextFree.loading')} />}
      {shown.length > 0 && (
        <>
          <p className="small muted">{shortDay(date!)}</p>
          <ul
            className="next-free__times"
            aria-label={t('clinics.nextFree.timesOn', { day: shortDay(date!) })}
          >
            {shown.map((slot) => (
              <li key={`${slot.id}@${slot.startTime}`}>
                <Link
                  className="btn btn--secondary btn--sm"
                  to={bookingLink(clinic.id, search, {
                    date: slot.date,
                    time: slot.startTime,
                    service: slot.service,
                  })}
                  aria-label={t('clinics.nextFree.bookAt', {
                    day: shortDay(slot.date),
                    time: slot.startTime,
                  })}
                >
                  {slot.startTime}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="button-row">
        <Link to={bookingLink(clinic.id, search, {})} className="btn btn--primary btn--sm">
          {t('clinics.nextFree.seeAll')}
        </Link>
        <Link
          to={bookingLink(clinic.id, search, { waitlist: true })}
          className="btn btn--ghost btn--sm"
        >
          {t('clinics.nextFree.joinWaitlist')}
        </Link>
      </div>
      <p className="small muted">
        {t('clinics.nextFree.waitlistNote', { minutes: WAITLIST_HOLD_MINUTES })}
      </p>
    </section>
  );
}
