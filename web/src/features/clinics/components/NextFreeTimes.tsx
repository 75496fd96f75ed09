import { Link } from 'react-router';
import { WAITLIST_HOLD_MINUTES } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { zonedTimeLabel, zoneNote } from '../../../lib/zone-label';
import { useAvailableDaysQuery, useAvailableSlotsQuery } from '../../../lib/api/free-times';
import { usePublicServicesQuery } from '../api';
import {
  bookingLink,
  headlineService,
  NEXT_FREE_BUTTONS,
  nextFreeText,
  NO_FREE_TIME_TEXT,
  shortDay,
} from '../next-free';
import type { ClinicView } from '../types';

/** The clinic's next free times as buttons that open the booking screen on that time. */
export function NextFreeTimes({ clinic, search }: { clinic: ClinicView; search: string }) {
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
  const headline = nextFreeText(named) ?? (days.data && !date ? NO_FREE_TIME_TEXT : null) ?? null;

  return (
    <section className="card next-free" aria-labelledby="next-free-title">
      <h2 id="next-free-title">Free times</h2>
      {headline && <p className="next-free__headline">{headline}</p>}
      {named && zoneNote(clinic.timeZone) && (
        <p className="small" data-testid="clinic-zone">
          Times are {zoneNote(clinic.timeZone)}:{' '}
          {zonedTimeLabel({ zone: clinic.timeZone, date: named.date, time: named.startTime })}.
        </p>
      )}
      {date && times.isLoading && <Spinner label="Loading free times…" />}
      {shown.length > 0 && (
        <>
          <p className="small muted">{shortDay(date!)}</p>
          <ul className="next-free__times" aria-label={`Free times on ${shortDay(date!)}`}>
            {shown.map((slot) => (
              <li key={`${slot.id}@${slot.startTime}`}>
                <Link
                  className="btn btn--secondary btn--sm"
                  to={bookingLink(clinic.id, search, {
                    date: slot.date,
                    time: slot.startTime,
                    service: slot.service,
                  })}
                  aria-label={`Book ${shortDay(slot.date)} at ${slot.startTime}`}
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
          See all free times
        </Link>
        <Link
          to={bookingLink(clinic.id, search, { waitlist: true })}
          className="btn btn--ghost btn--sm"
        >
          Join the waitlist
        </Link>
      </div>
      <p className="small muted">
        Day full? Join the waitlist: when a time frees up it is held for you alone for{' '}
        {WAITLIST_HOLD_MINUTES} minutes and we email you.
      </p>
    </section>
  );
}
