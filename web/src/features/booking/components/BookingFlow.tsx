import { useMemo, useState } from 'react';
import {
  bookingWindowIn,
  DATABASE_UNAVAILABLE_TEXT,
  type PublicService,
  type PublicTimeSlot,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { httpStatusOf, isNetworkError, serverErrorText } from '../../../lib/errors';
import { loadErrorText } from '../../../lib/load-error';
import { viewerZone } from '../../../lib/zone-label';
import { useAvailableSlotsQuery, useBookAppointmentMutation } from '../api';
import { slotKey } from '../booking-params';
import { useFreeDays } from '../free-days';
import { useBookingChoice } from '../use-booking-choice';
import { BookedDialog, type BookedVisit } from './BookedDialog';
import { ConfirmStep, type ClinicTerms } from './ConfirmStep';
import type { BookablePet } from './OwnerGate';
import { ChooseStep } from './ChooseStep';
import '../booking.css';

export { BOOKED_TEXT } from './BookedDialog';
export const BOOK_FAILED_TEXT = 'Failed to book appointment';
export const BOOK_NETWORK_FAILED_TEXT = 'Failed to book appointment. Please try again.';
export const TIME_GONE_TEXT = 'That time is no longer free. Please choose another.';
export const TIMES_FAILED_TEXT = 'The free times could not be loaded.';

export interface BookingFlowProps {
  clinicId: string;
  clinic: ClinicTerms;
  services: PublicService[];
  pets: BookablePet[];
  petsLoading: boolean;
  signedIn: boolean;
  isOwner: boolean;
  /** The clock, for tests. */
  now?: Date;
}

/** A failed booking in words: the network, a brief outage (never "Database unavailable"), or the server's text. */
function bookFailureText(failure: unknown): string {
  if (isNetworkError(failure)) return BOOK_NETWORK_FAILED_TEXT;
  if (httpStatusOf(failure) === 503) return DATABASE_UNAVAILABLE_TEXT;
  return serverErrorText(failure, BOOK_FAILED_TEXT);
}

export function BookingFlow(props: BookingFlowProps) {
  const { clinicId, clinic, services, pets, petsLoading, signedIn, isOwner } = props;
  const dispatch = useAppDispatch();
  const now = useMemo(() => props.now ?? new Date(), [props.now]);
  const bookingWindow = useMemo(
    () => bookingWindowIn(clinic.timeZone ?? viewerZone(), now),
    [clinic.timeZone, now],
  );
  const { choice, change, backToChoice, hrefFor } = useBookingChoice();
  const service = choice.service ?? '';
  const [petId, setPetId] = useState('');
  const [addedPet, setAddedPet] = useState<BookablePet | null>(null);
  const [notes, setNotes] = useState('');
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  const [book, { isLoading: saving }] = useBookAppointmentMutation();

  const free = useFreeDays({ clinicId, service: service || undefined, ...bookingWindow });
  // Without a date of its own, the screen opens on the first day with a free time.
  const date =
    choice.date ||
    (free.known
      ? (free.firstFree ?? bookingWindow.first)
      : free.loading
        ? ''
        : bookingWindow.first);
  const dateValid = Boolean(date) && date >= bookingWindow.first && date <= bookingWindow.last;
  const slotsQuery = useAvailableSlotsQuery(
    { clinicId, date, service: service || undefined },
    { skip: !dateValid },
  );
  // A failed read is a failure, not an empty day: it is said, with the times last seen if any.
  const failed = slotsQuery.isError && !slotsQuery.isFetching;
  // Only times of this very day and service: the last answer may be another day's.
  const slots = (slotsQuery.data ?? []).filter(
    (s) => s.date === date && (!service || s.service.toLowerCase() === service.toLowerCase()),
  );
  const { time, slot: slotId } = choice;
  const slot: PublicTimeSlot | undefined = time
    ? (slots.find((s) => s.startTime === time && s.id === slotId) ??
      slots.find((s) => s.startTime === time && (!service || s.service === service)))
    : undefined;
  const slotsSettled = dateValid && !slotsQuery.isFetching && !slotsQuery.isUninitialized;
  const step = choice.step === '2' ? 2 : 1;
  const timeGone = step === 2 && !slot && slotsSettled && !failed;

  // A one-pet owner's pet is chosen for them.
  const known = addedPet ? [...pets, addedPet] : pets;
  const chosenPet = petId || (known.length === 1 ? known[0]!.id : '');

  const keep = { date: choice.date, service: choice.service };
  // An open waitlist form stays open while the owner looks at other days or services.
  const waitlist = choice.waitlist;
  const submit = async () => {
    if (!slot || !chosenPet) return;
    try {
      const result = await book({
        vetId: clinicId,
        petId: chosenPet,
        timeSlotId: slot.id,
        serviceType: slot.service,
        appointmentDate: slot.date,
        appointmentTime: slot.startTime,
        duration: slot.duration,
        notes: notes.trim() || undefined,
      }).unwrap();
      const petName = known.find((p) => p.id === chosenPet)?.name ?? '';
      setBooked({ id: result?.id, slot, petName, status: result?.status });
      void change({ ...keep, date: slot.date });
      setPetId('');
      setNotes('');
    } catch (failure) {
      dispatch(toastShown('error', bookFailureText(failure)));
    }
  };

  // A chosen time names its service, so the sign-in return finds that very time again.
  const confirmHref = (s: PublicTimeSlot) =>
    hrefFor({ date, service: service || s.service, time: s.startTime, slot: s.id, step: '2' });
  const gate = { signedIn, isOwner, pets, petsLoading };
  return (
    <>
      <ol className="stepper" aria-label="Booking steps">
        {(['Date & time', 'Confirm'] as const).map((label, i) => (
          <li
            key={label}
            className={`stepper__item${step === i + 1 ? ' is-current' : ''}`}
            aria-current={step === i + 1 ? 'step' : undefined}
          >
            <span className="stepper__num">{i + 1}</span> {label}
          </li>
        ))}
      </ol>

      {step === 2 && slot ? (
        <ConfirmStep
          slot={slot}
          clinic={clinic}
          services={services}
          now={now}
          gate={{ ...gate, next: confirmHref(slot) }}
          petId={chosenPet}
          onPet={setPetId}
          onPetAdded={(pet) => {
            setAddedPet(pet);
            setPetId(pet.id);
          }}
          notes={notes}
          onNotes={setNotes}
          saving={saving}
          onBack={backToChoice}
          onBook={submit}
        />
      ) : (
        <ChooseStep
          clinicId={clinicId}
          timeZone={clinic.timeZone}
          services={services}
          service={service}
          onService={(value) =>
            void change({ date: choice.date, service: value || undefined, waitlist })
          }
          days={free.days}
          date={date}
          dateValid={dateValid}
          onDate={(value) => void change({ date: value, service: choice.service, waitlist })}
          slots={slots}
          slotsLoading={slotsQuery.isFetching}
          failure={
            failed
              ? {
                  text: loadErrorText(slotsQuery.error, TIMES_FAILED_TEXT),
                  retry: () => void slotsQuery.refetch(),
                }
              : null
          }
          chosen={slot ? slotKey(slot) : null}
          onChoose={(s) => void change({ ...keep, date, time: s.startTime, slot: s.id })}
          notice={timeGone ? TIME_GONE_TEXT : null}
          waitlist={
            choice.waitlist ? { ...gate, next: hrefFor({ ...keep, date, waitlist: '1' }) } : null
          }
          onWaitlist={() => void change({ ...keep, date, waitlist: '1' })}
          onContinue={() =>
            slot &&
            void change({ ...keep, date, time: slot.startTime, slot: slot.id, step: '2' }, 'push')
          }
        />
      )}

      {booked && (
        <BookedDialog booked={booked} clinicName={clinic.name} onClose={() => setBooked(null)} />
      )}
    </>
  );
}
