import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bookingWindowIn, type PublicService, type PublicTimeSlot } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { isNetworkError, serverErrorText } from '../../../lib/errors';
import { useAvailableSlotsQuery, useBookAppointmentMutation } from '../api';
import { AddToCalendarButton } from './AddToCalendarButton';
import { ChoiceCard, LoginRequiredPanel, NoPetsPanel } from './BookingPanels';
import '../booking.css';

export const BOOKED_TEXT = 'Appointment booked successfully!';
export const BOOK_FAILED_TEXT = 'Failed to book appointment';
export const BOOK_NETWORK_FAILED_TEXT = 'Failed to book appointment. Please try again.';
export const NO_SLOTS_TEXT =
  "The business didn't add any new services and slots. Please try a different date or contact the clinic directly.";
export const DATE_OUT_OF_WINDOW_TEXT = 'Please choose a date from today up to 60 days ahead.';

export interface BookablePet {
  id: string;
  name: string;
  species: string;
  breed?: string | null;
}

export interface BookingFlowProps {
  clinicId: string;
  clinicName?: string;
  timeZone?: string;
  services: PublicService[];
  pets: BookablePet[];
  petsLoading: boolean;
  signedIn: boolean;
  /** The clock, for tests. */
  now?: Date;
}

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function BookingFlow({
  clinicId,
  clinicName,
  timeZone,
  services,
  pets,
  petsLoading,
  signedIn,
  now,
}: BookingFlowProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const bookingWindow = useMemo(
    () => bookingWindowIn(timeZone ?? browserZone(), now ?? new Date()),
    [timeZone, now],
  );
  const [step, setStep] = useState<1 | 2>(1);
  const [date, setDate] = useState(bookingWindow.first);
  const [service, setService] = useState('');
  const [slotId, setSlotId] = useState('');
  const [petId, setPetId] = useState('');
  const [notes, setNotes] = useState('');
  const [booked, setBooked] = useState<{
    id?: string;
    slot: PublicTimeSlot;
    petName: string;
  } | null>(null);
  const [book, { isLoading: saving }] = useBookAppointmentMutation();

  const dateValid = Boolean(date) && date >= bookingWindow.first && date <= bookingWindow.last;
  const slotsQuery = useAvailableSlotsQuery(
    { clinicId, date, service: service || undefined },
    { skip: !signedIn || !dateValid },
  );
  // A failed slot fetch is an empty list (only logged, never shown).
  const slots = slotsQuery.isError ? [] : (slotsQuery.data ?? []);
  const slot = slots.find((s) => s.id === slotId);

  if (!signedIn) return <LoginRequiredPanel />;
  if (petsLoading) return <Spinner label="Loading your pets…" />;
  if (pets.length === 0) return <NoPetsPanel />;

  const chooseDate = (value: string) => {
    setDate(value);
    setSlotId('');
  };
  const chooseService = (value: string) => {
    setService(value);
    setSlotId('');
  };

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
      setBooked({ id: result?.id, slot, petName: pets.find((p) => p.id === petId)?.name ?? '' });
      setStep(1);
      setSlotId('');
      setPetId('');
      setNotes('');
    } catch (failure) {
      const text = isNetworkError(failure)
        ? BOOK_NETWORK_FAILED_TEXT
        : serverErrorText(failure, BOOK_FAILED_TEXT);
      dispatch(toastShown('error', text));
    }
  };

  return (
    <>
      <ol className="stepper" aria-label="Booking steps">
        <li
          className={`stepper__item${step === 1 ? ' is-current' : ''}`}
          aria-current={step === 1 ? 'step' : undefined}
        >
          <span className="stepper__num">1</span> Date &amp; time
        </li>
        <li
          className={`stepper__item${step === 2 ? ' is-current' : ''}`}
          aria-current={step === 2 ? 'step' : undefined}
        >
          <span className="stepper__num">2</span> Pet &amp; notes
        </li>
      </ol>

      {step === 1 ? (
        <section className="card stack" aria-labelledby="step1-title">
          <h2 id="step1-title">Choose a date and time</h2>
          <div className="form-row">
            <TextField
              label="Date"
              type="date"
              name="date"
              min={bookingWindow.first}
              max={bookingWindow.last}
              value={date}
              required
              error={date && !dateValid ? DATE_OUT_OF_WINDOW_TEXT : null}
              onChange={(e) => chooseDate(e.target.value)}
            />
            <SelectField
              label="Service (optional)"
              name="service"
              value={service}
              onChange={(e) => chooseService(e.target.value)}
            >
              <option value="">All services</option>
              {services.map((s) => (
                <option key={s.id} value={s.name}>
                  {s.name} - £{s.price.toFixed(2)} ({s.duration} min)
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="field__label">
              Available time slots{dateValid ? ` on ${formatDate(date)}` : ''}
            </legend>
            {!dateValid ? null : slotsQuery.isFetching && slots.length === 0 ? (
              <Spinner label="Loading available slots…" />
            ) : slots.length === 0 ? (
              <EmptyState icon="calendar">
                <p>{NO_SLOTS_TEXT}</p>
              </EmptyState>
            ) : (
              <div className="slots" role="radiogroup" aria-label="Available time slots">
                {slots.map((s) => (
                  <ChoiceCard
                    key={s.id}
                    id={`slot-${s.id}`}
                    name="slot"
                    value={s.id}
                    checked={slotId === s.id}
                    onChoose={() => setSlotId(s.id)}
                    title={`${s.startTime} – ${s.endTime}`}
                    detail={`${s.service} · ${s.duration} min`}
                  />
                ))}
              </div>
            )}
          </fieldset>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={!slot}
              onClick={() => setStep(2)}
            >
              Continue to Pet Selection
            </button>
          </div>
        </section>
      ) : (
        <section className="card stack" aria-labelledby="step2-title">
          <h2 id="step2-title">Choose your pet</h2>
          {slot && (
            <dl className="summary">
              <dt>Clinic</dt>
              <dd>{clinicName ?? '—'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(slot.date)}</dd>
              <dt>Time</dt>
              <dd>
                {slot.startTime} – {slot.endTime}
              </dd>
              <dt>Service</dt>
              <dd>{slot.service}</dd>
            </dl>
          )}
          <fieldset className="pet-choices">
            <legend className="field__label">Pet</legend>
            {pets.map((pet) => (
              <ChoiceCard
                key={pet.id}
                id={`pet-${pet.id}`}
                name="pet"
                value={pet.id}
                checked={petId === pet.id}
                onChoose={() => setPetId(pet.id)}
                title={pet.name}
                detail={`${pet.species}${pet.breed ? ` · ${pet.breed}` : ''}`}
              />
            ))}
          </fieldset>
          <TextAreaField
            label="Notes (optional)"
            name="notes"
            value={notes}
            maxLength={2000}
            placeholder="Anything the vet should know?"
            onChange={(e) => setNotes(e.target.value)}
          />
          <div className="form-actions">
            <button type="button" className="btn btn--secondary" onClick={() => setStep(1)}>
              Back
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!petId || saving}
              onClick={submit}
            >
              {saving ? 'Booking…' : 'Book Appointment'}
            </button>
          </div>
        </section>
      )}

      {booked && (
        <Modal title={BOOKED_TEXT} role="alertdialog" size="sm" onClose={() => setBooked(null)}>
          <p>
            {booked.petName ? `${booked.petName} is booked ` : 'You are booked '}
            {clinicName ? `at ${clinicName} ` : ''}on {formatDate(booked.slot.date)} at{' '}
            {booked.slot.startTime}.
          </p>
          <div className="form-actions">
            {booked.id && <AddToCalendarButton appointmentId={booked.id} />}
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => navigate('/dashboard?tab=appointments')}
            >
              View Appointments
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setBooked(null)}
              data-autofocus
            >
              Done
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

export function BookingBackLinks({ clinicId, search }: { clinicId: string; search: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <Link to={`/vet/${clinicId}${search}`}>← Back to clinic</Link>
      <span aria-hidden="true">·</span>
      <Link to={`/search${search}`}>Back to Search</Link>
    </nav>
  );
}
