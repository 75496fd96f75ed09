import { useMemo, useState, type ReactNode } from 'react';
import {
  bookingWindowIn,
  type PublicClinician,
  type PublicService,
  type PublicTimeSlot,
} from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { httpStatusOf, isNetworkError, serverErrorText } from '../../../lib/errors';
import { loadErrorText } from '../../../lib/load-error';
import { viewerZone } from '../../../lib/zone-label';
import { useBookAppointmentMutation } from '../api';
import { slotKey } from '../booking-params';
import { useDayTimes } from '../use-day-times';
import { useBookingChoice } from '../use-booking-choice';
import { useShareRecord } from '../use-share-record';
import { teamChoice } from '../team';
import { BookedDialog, type BookedVisit } from './BookedDialog';
import { ConfirmStep, type ClinicTerms } from './ConfirmStep';
import type { BookablePet } from './OwnerGate';
import { ChooseStep } from './ChooseStep';
import '../booking.css';

export interface BookingFlowProps {
  clinicId: string;
  clinic: ClinicTerms;
  services: PublicService[];
  /** The clinic's clinicians; with more than one, the owner may choose whom to see. */
  clinicians?: PublicClinician[];
  pets: BookablePet[];
  petsLoading: boolean;
  signedIn: boolean;
  isOwner: boolean;
  /** The clock, for tests. */
  now?: Date;
  /** What the page shows beside each pet in the pet step (its vaccination badge and allergies). */
  petMarks?: (pet: BookablePet) => ReactNode;
}

/** A failed booking in words: the network, a brief outage (never "Database unavailable"), or the server's text. */
function bookFailureText(failure: unknown): string {
  if (isNetworkError(failure)) return translate('booking.book.networkFailed');
  if (httpStatusOf(failure) === 503) return translate('booking.book.unavailable');
  return serverErrorText(failure, translate('booking.book.failed'));
}

export function BookingFlow(props: BookingFlowProps) {
  const { clinicId, clinic, services, pets, petsLoading, signedIn, isOwner } = props;
  const t = useT();
  const dispatch = useAppDispatch();
  const now = useMemo(() => props.now ?? new Date(), [props.now]);
  const bookingWindow = useMemo(
    () => bookingWindowIn(clinic.timeZone ?? viewerZone(), now),
    [clinic.timeZone, now],
  );
  const { choice, change, backToChoice, hrefFor } = useBookingChoice();
  const [petId, setPetId] = useState('');
  const [addedPet, setAddedPet] = useState<BookablePet | null>(null);
  // A one-pet owner's pet is chosen for them.
  const known = addedPet ? [...pets, addedPet] : pets;
  const chosenPet = petId || (known.length === 1 ? known[0]!.id : '');
  const species = known.find((p) => p.id === chosenPet)?.species;
  const team = teamChoice({ ...choice, team: props.clinicians ?? [], services, species });
  const { service, isTeam } = team;
  const clinician = team.clinician?.id;
  const [notes, setNotes] = useState('');
  const share = useShareRecord(signedIn && isOwner ? chosenPet : '', clinicId);
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  const [book, { isLoading: saving }] = useBookAppointmentMutation();

  const { free, date, dateValid, slotsQuery, failed, slots, slot, slotsSettled } = useDayTimes({
    clinicId,
    choice,
    team,
    bookingWindow,
  });
  // A service the pet may not have is said on step 1, where another can be chosen.
  const step = choice.step === '2' && !team.refusedText ? 2 : 1;
  const timeGone = step === 2 && !slot && slotsSettled && !failed;

  const keep = { date: choice.date, service: choice.service, clinician };
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
        ...(clinician && { clinicianId: clinician }),
        shareRecord: share.checked,
      }).unwrap();
      const petName = known.find((p) => p.id === chosenPet)?.name ?? '';
      const clinicianName = result?.clinicianName ?? slot.clinicianName;
      const who = isTeam && clinicianName ? { clinicianName } : {};
      setBooked({ id: result?.id, slot, petName, status: result?.status, ...who });
      void change({ ...keep, date: slot.date });
      setPetId('');
      setNotes('');
    } catch (failure) {
      dispatch(toastShown('error', bookFailureText(failure)));
    }
  };

  // A chosen time names its service, so the sign-in return finds that very time again.
  const confirmHref = (s: PublicTimeSlot) =>
    hrefFor({
      ...keep,
      date,
      service: service || s.service,
      time: s.startTime,
      slot: s.id,
      step: '2',
    });
  const gate = { signedIn, isOwner, pets, petsLoading };
  return (
    <>
      <ol className="stepper" aria-label={t('booking.steps.label')}>
        {[t('booking.steps.dateTime'), t('booking.steps.confirm')].map((label, i) => (
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
          who={
            isTeam ? { name: team.clinician?.name ?? slot.clinicianName, any: !clinician } : null
          }
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
          share={{ checked: share.checked, onChange: share.setChecked }}
          petMarks={props.petMarks}
          saving={saving}
          onBack={backToChoice}
          onBook={submit}
        />
      ) : (
        <ChooseStep
          clinicId={clinicId}
          timeZone={clinic.timeZone}
          services={team.offered}
          service={service}
          onService={(value) =>
            void change({
              date: choice.date,
              service: value || undefined,
              clinician: team.clinicianFor(value),
              waitlist,
            })
          }
          clinicians={team.choosable}
          clinician={clinician ?? ''}
          onClinician={(id) =>
            void change({ date: choice.date, service: choice.service, clinician: id || undefined })
          }
          who={isTeam && !clinician ? (s: PublicTimeSlot) => s.clinicianName : undefined}
          days={free.days}
          date={date}
          dateValid={dateValid}
          onDate={(value) => void change({ ...keep, date: value, waitlist })}
          slots={slots}
          slotsLoading={slotsQuery.isFetching}
          failure={
            failed
              ? {
                  text: loadErrorText(slotsQuery.error, t('booking.choose.timesFailed')),
                  retry: () => void slotsQuery.refetch(),
                }
              : null
          }
          chosen={slot ? slotKey(slot) : null}
          onChoose={(s) => void change({ ...keep, date, time: s.startTime, slot: s.id })}
          notice={
            team.refusedText
              ? `${team.refusedText} ${t('booking.choose.chooseAnother')}`
              : timeGone
                ? t('booking.choose.timeGone')
                : null
          }
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
