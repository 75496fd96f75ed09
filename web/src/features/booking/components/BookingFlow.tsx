import { useMemo, useState } from 'react';
import { bookingWindowIn, type PublicService, type PublicTimeSlot } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { isNetworkError, serverErrorText } from '../../../lib/errors';
import { useAvailableSlotsQuery, useBookAppointmentMutation } from '../api';
import { bookingPath, readBookingChoice, slotKey } from '../booking-params';
import { useFreeDays } from '../free-days';
import { BookedDialog, type BookedVisit } from './BookedDialog';
import { ConfirmStep } from './ConfirmStep';
import type { BookablePet } from './OwnerGate';
import { ChooseStep } from './ChooseStep';
import '../booking.css';

export { BOOKED_TEXT } from './BookedDialog';
export const BOOK_FAILED_TEXT = 'Failed to book appointment';
export const BOOK_NETWORK_FAILED_TEXT = 'Failed to book appointment. Please try again.';
export const TIME_GONE_TEXT = 'That time is no longer free. Please choose another.';

export interface BookingFlowProps {
  clinicId: string;
  clinicName?: string;
  timeZone?: string;
  services: PublicService[];
  pets: BookablePet[];
  petsLoading: boolean;
  signedIn: boolean;
  isOwner: boolean;
  /** The screen's path and query: the choices start from it and sign-in returns to it. */
  pathname: string;
  search: string;
  /** The clock, for tests. */
  now?: Date;
}

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function BookingFlow(props: BookingFlowProps) {
  const { clinicId, clinicName, services, pets, petsLoading, signedIn, isOwner } = props;
  const { pathname, search } = props;
  const dispatch = useAppDispatch();
  const bookingWindow = useMemo(
    () => bookingWindowIn(props.timeZone ?? browserZone(), props.now ?? new Date()),
    [props.timeZone, props.now],
  );
  // The address is read once: later choices live in state and are written into `next` links.
  const [initial] = useState(() => readBookingChoice(new URLSearchParams(search)));
  const [step, setStep] = useState<1 | 2>(initial.step && initial.time ? 2 : 1);
  const [pickedDate, setPickedDate] = useState(initial.date ?? '');
  const [service, setService] = useState(initial.service ?? '');
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [wantedTime, setWantedTime] = useState(initial.time ?? '');
  const [waitlistOpen, setWaitlistOpen] = useState(Boolean(initial.waitlist));
  const [petId, setPetId] = useState('');
  const [addedPet, setAddedPet] = useState<BookablePet | null>(null);
  const [notes, setNotes] = useState('');
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  const [book, { isLoading: saving }] = useBookAppointmentMutation();

  const free = useFreeDays({ clinicId, service: service || undefined, ...bookingWindow });
  // Without a date of its own, the screen opens on the first day with a free time.
  const date =
    pickedDate ||
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
  // A failed slot fetch is an empty list (only logged, never shown).
  const slots = slotsQuery.isError ? [] : (slotsQuery.data ?? []);
  const slot: PublicTimeSlot | undefined = chosenKey
    ? slots.find((s) => slotKey(s) === chosenKey)
    : wantedTime
      ? slots.find((s) => s.startTime === wantedTime && (!service || s.service === service))
      : undefined;
  const slotsSettled = dateValid && !slotsQuery.isFetching && !slotsQuery.isUninitialized;
  const timeGone = step === 2 && !slot && slotsSettled;

  const clearTime = () => {
    setChosenKey(null);
    setWantedTime('');
  };
  // A chosen time names its service, so the return finds that very time again.
  const here = (extra: { time?: string; step?: string; waitlist?: string }) =>
    bookingPath(pathname, search, {
      date,
      service: service || (extra.time ? slot?.service : undefined),
      ...extra,
    });

  const submit = async () => {
    if (!slot || !petId) return;
    try {
      const result = await book({
        vetId: clinicId,
        petId,
        timeSlotId: slot.id,
        serviceType: slot.service,
        appointmentDate: slot.date,
        appointmentTime: slot.startTime,
        duration: slot.duration,
        notes: notes.trim() || undefined,
      }).unwrap();
      const known = addedPet ? [...pets, addedPet] : pets;
      const petName = known.find((p) => p.id === petId)?.name ?? '';
      setBooked({ id: result?.id, slot, petName, status: result?.status });
      setStep(1);
      clearTime();
      setPetId('');
      setNotes('');
    } catch (failure) {
      const text = isNetworkError(failure)
        ? BOOK_NETWORK_FAILED_TEXT
        : serverErrorText(failure, BOOK_FAILED_TEXT);
      dispatch(toastShown('error', text));
    }
  };

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
          clinicName={clinicName}
          gate={{
            ...gate,
            next: here({ time: slot.startTime, step: '2' }),
          }}
          petId={petId}
          onPet={setPetId}
          onPetAdded={(pet) => {
            setAddedPet(pet);
            setPetId(pet.id);
          }}
          notes={notes}
          onNotes={setNotes}
          saving={saving}
          onBack={() => setStep(1)}
          onBook={submit}
        />
      ) : (
        <ChooseStep
          clinicId={clinicId}
          services={services}
          service={service}
          onService={(value) => {
            setService(value);
            clearTime();
          }}
          days={free.days}
          date={date}
          dateValid={dateValid}
          onDate={(value) => {
            setPickedDate(value);
            clearTime();
          }}
          slots={slots}
          slotsLoading={slotsQuery.isFetching}
          chosen={slot ? slotKey(slot) : null}
          onChoose={(s) => {
            setChosenKey(slotKey(s));
            setStep(1);
          }}
          notice={timeGone ? TIME_GONE_TEXT : null}
          waitlist={waitlistOpen ? { ...gate, next: here({ waitlist: '1' }) } : null}
          onWaitlist={() => setWaitlistOpen(true)}
          onContinue={() => setStep(2)}
        />
      )}

      {booked && (
        <BookedDialog booked={booked} clinicName={clinicName} onClose={() => setBooked(null)} />
      )}
    </>
  );
}
