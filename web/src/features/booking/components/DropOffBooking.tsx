import { useMemo, useState } from 'react';
import { bookingWindowIn, dropOffDayText, type PublicService } from '@petvet/shared';
import { SelectField, TextAreaField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { clinicAmount } from '../../../lib/money';
import { useBookDropOffMutation, useDropOffDaysQuery } from '../drop-off-api';
import { PENDING_EXPLAINED_TEXT } from '../settings';
import { notOfferedText, offeredFor } from '../team';
import { useBookingChoice } from '../use-booking-choice';
import { DropOffDays } from './DropOffDays';
import { OwnerGate, type BookablePet } from './OwnerGate';

export const DROP_OFF_INTRO_TEXT =
  'This is a drop-off: bring your pet in during the admission window and collect them the same day.';
export const NO_DROP_OFF_DAYS_TEXT = 'No drop-off day has places left in the next 60 days.';
export const DROP_OFF_DAYS_FAILED_TEXT = 'The drop-off days could not be loaded.';
export const DROP_OFF_FAILED_TEXT = 'The drop-off could not be booked.';
export const DROP_OFF_BOOKED_TEXT = 'Drop-off booked';

/**
 * The booking screen for a service booked by the day: the owner picks a drop-off day with places
 * left (never a time), sees when to bring and collect the pet, and books with POST /drop-offs.
 */
export function DropOffBooking(props: {
  clinicId: string;
  service: PublicService;
  services: PublicService[];
  timeZone?: string;
  pets: BookablePet[];
  petsLoading: boolean;
  signedIn: boolean;
  isOwner: boolean;
}) {
  const { clinicId, service } = props;
  const { choice, change, hrefFor } = useBookingChoice();
  const { first, last } = useMemo(
    () => bookingWindowIn(props.timeZone ?? 'Europe/London', new Date()),
    [props.timeZone],
  );
  const days = useDropOffDaysQuery({ clinicId, serviceId: service.id, from: first, to: last });
  const [book, booking] = useBookDropOffMutation();
  const [petId, setPetId] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ pet: string; date: string; when: string } | null>(null);
  const list = days.data ?? [];
  const date = list.some((d) => d.date === choice.date) ? choice.date! : (list[0]?.date ?? '');
  const day = list.find((d) => d.date === date);
  const when = day ? dropOffDayText(day.admission, day.collectionTime) : '';

  const submit = async (pet: BookablePet | undefined) => {
    if (!pet || !day) return;
    setFailure(null);
    try {
      await book({ vetId: clinicId, petId: pet.id, serviceId: service.id, date, notes }).unwrap();
      setBooked({ pet: pet.name, date, when });
      setNotes('');
    } catch (error) {
      setFailure(serverErrorText(error, DROP_OFF_FAILED_TEXT));
    }
  };

  return (
    <section className="card stack" aria-labelledby="drop-off-title">
      <h2 id="drop-off-title">Book a drop-off</h2>
      <SelectField
        label="Service (optional)"
        name="service"
        value={service.name}
        onChange={(e) => void change({ service: e.target.value || undefined })}
      >
        <option value="">All services</option>
        {props.services.map((s) => (
          <option key={s.id} value={s.name}>
            {s.name} - {clinicAmount(s.price, s.currency)}
            {s.bookingMode === 'drop_off' ? ' (drop-off)' : ` (${s.duration} min)`}
          </option>
        ))}
      </SelectField>
      <p className="muted">{DROP_OFF_INTRO_TEXT}</p>
      {booked && (
        <div className="alert alert--success" role="status">
          <strong>{DROP_OFF_BOOKED_TEXT}</strong>: {booked.pet} on {formatDate(booked.date)}.{' '}
          {booked.when}. {PENDING_EXPLAINED_TEXT}
        </div>
      )}
      {days.isLoading ? (
        <Spinner label="Loading drop-off days…" />
      ) : days.isError ? (
        <div className="alert alert--error" role="alert">
          {DROP_OFF_DAYS_FAILED_TEXT}{' '}
          <button type="button" className="btn btn--link" onClick={() => void days.refetch()}>
            Try again
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="full-day">
          <strong>{NO_DROP_OFF_DAYS_TEXT}</strong>
        </p>
      ) : (
        <DropOffDays
          days={list}
          selected={date}
          onChoose={(next) => void change({ ...choice, date: next })}
        />
      )}
      {day && (
        <>
          <p className="drop-off-when">
            <strong>{when}</strong>
          </p>
          <OwnerGate
            signedIn={props.signedIn}
            isOwner={props.isOwner}
            pets={props.pets}
            petsLoading={props.petsLoading}
            next={hrefFor({ ...choice, date })}
          >
            {(pets) => {
              const chosen =
                pets.find((p) => p.id === petId) ?? (pets.length === 1 ? pets[0] : undefined);
              const refused = chosen && !offeredFor(service, chosen.species);
              return (
                <div className="stack">
                  <SelectField
                    label="Pet"
                    name="pet"
                    value={chosen?.id ?? ''}
                    onChange={(e) => setPetId(e.target.value)}
                  >
                    <option value="">Select a pet</option>
                    {pets.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} ({p.species})
                      </option>
                    ))}
                  </SelectField>
                  {refused && (
                    <p className="field__error" role="alert">
                      {notOfferedText(service.name, chosen.species)}
                    </p>
                  )}
                  <TextAreaField
                    label="Notes for the clinic (optional)"
                    name="notes"
                    value={notes}
                    onChange={(e) => setNotes(e.target.value)}
                  />
                  {failure && (
                    <p className="field__error" role="alert">
                      {failure}
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={!chosen || refused || booking.isLoading}
                    onClick={() => void submit(chosen)}
                  >
                    Book drop-off
                  </button>
                </div>
              );
            }}
          </OwnerGate>
        </>
      )}
    </section>
  );
}
