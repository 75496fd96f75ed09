import type { ReactNode } from 'react';
import type { PublicService, PublicTimeSlot } from '@petvet/shared';
import { TextAreaField } from '../../../components/ui/Field';
import { formatDate } from '../../../lib/dates';
import { clinicAmount } from '../../../lib/money';
import { zonedTimeLabel } from '../../../lib/zone-label';
import { changeBlockedReason, changePolicyText, insideCutoffText } from '../cutoff';
import { notOfferedText, refusedFor } from '../team';
import { ChoiceCard } from './BookingPanels';
import { OwnerGate, type BookablePet } from './OwnerGate';
import { ShareRecordChoice } from './ShareRecordChoice';

/** What the confirmation states about the clinic: its zone, currency and change policy. */
export const ANY_FREE_VET_TEXT =
  'You chose any available: if this changes before your visit, any free vet may see you.';

/** Whom the visit is with: the chosen clinician, or the one any available offered. */
export interface Who {
  name?: string;
  any: boolean;
}

export interface ClinicTerms {
  name?: string;
  timeZone?: string;
  currency?: string;
  phone?: string;
  cancellationCutoffHours?: number;
}

/** The price of the slot's service, in the clinic's currency; null when the clinic lists none. */
function priceOf(slot: PublicTimeSlot, services: PublicService[], currency?: string) {
  const wanted = slot.service.trim().toLowerCase();
  const service = services.find((s) => s.name.trim().toLowerCase() === wanted);
  return service ? clinicAmount(service.price, service.currency || currency) : null;
}

/**
 * Step 2: what is being booked, what it costs and how it can be changed, then (once signed in
 * with a pet) the pet, notes and the button.
 */
export function ConfirmStep({
  slot,
  who,
  clinic,
  services,
  now,
  gate,
  petId,
  onPet,
  onPetAdded,
  notes,
  onNotes,
  share,
  petMarks,
  saving,
  onBack,
  onBook,
}: {
  slot: PublicTimeSlot;
  /** At a clinic of several clinicians; null elsewhere. */
  who: Who | null;
  clinic: ClinicTerms;
  services: PublicService[];
  now: Date;
  gate: Omit<Parameters<typeof OwnerGate>[0], 'children' | 'onPetAdded'>;
  petId: string;
  onPet: (id: string) => void;
  /** A pet added here, before the pet list has been fetched again. */
  onPetAdded: (pet: BookablePet) => void;
  notes: string;
  onNotes: (notes: string) => void;
  /** The booking's consent to share the chosen pet's record with this clinic. */
  share: { checked: boolean; onChange: (checked: boolean) => void };
  /** What the page shows beside each pet (its vaccination badge and allergies). */
  petMarks?: (pet: BookablePet) => ReactNode;
  saving: boolean;
  onBack: () => void;
  onBook: () => void;
}) {
  const price = priceOf(slot, services, clinic.currency);
  const chosen = (pets: BookablePet[]) => pets.find((pet) => pet.id === petId);
  const visit = { appointmentDate: slot.date, appointmentTime: slot.startTime };
  const inside = changeBlockedReason(visit, clinic, now) !== null;
  const zoned = zonedTimeLabel({ zone: clinic.timeZone, date: slot.date, time: slot.startTime });
  return (
    <section className="card stack" aria-labelledby="step2-title">
      <h2 id="step2-title">Confirm your booking</h2>
      <dl className="summary">
        <dt>Clinic</dt>
        <dd>{clinic.name ?? '—'}</dd>
        <dt>Date</dt>
        <dd>{formatDate(slot.date)}</dd>
        <dt>Time</dt>
        <dd>
          {slot.startTime} – {slot.endTime}
          {zoned !== slot.startTime && <span className="small muted zone-line">{zoned}</span>}
        </dd>
        <dt>Service</dt>
        <dd>
          {slot.service} ({slot.duration} min)
        </dd>
        {who?.name && (
          <>
            <dt>With</dt>
            <dd data-testid="booking-clinician">
              {who.name}
              {who.any && <span className="small muted zone-line">{ANY_FREE_VET_TEXT}</span>}
            </dd>
          </>
        )}
        <dt>Price</dt>
        <dd data-testid="booking-price">{price ?? 'Set by the clinic at the visit'}</dd>
        <dt>Changes</dt>
        <dd data-testid="booking-policy">{changePolicyText(clinic.cancellationCutoffHours)}</dd>
      </dl>
      {inside && (
        <div className="alert alert--warning" role="status">
          {insideCutoffText(clinic.cancellationCutoffHours, clinic.phone)}
        </div>
      )}
      <OwnerGate {...gate} onPetAdded={onPetAdded}>
        {(pets: BookablePet[]) => (
          <>
            <fieldset className="pet-choices">
              <legend className="field__label">Choose your pet</legend>
              {pets.map((pet) => {
                // A pet this service is not offered for is shown, with the reason, not chosen.
                const refused = refusedFor(services, slot.service, pet.species);
                return (
                  <ChoiceCard
                    key={pet.id}
                    id={`pet-${pet.id}`}
                    name="pet"
                    value={pet.id}
                    checked={petId === pet.id}
                    onChoose={() => onPet(pet.id)}
                    title={pet.name}
                    disabled={refused}
                    detail={
                      refused
                        ? notOfferedText(slot.service, pet.species)
                        : `${pet.species}${pet.breed ? ` · ${pet.breed}` : ''}`
                    }
                    extra={petMarks?.(pet)}
                  />
                );
              })}
            </fieldset>
            <TextAreaField
              label="Notes (optional)"
              name="notes"
              value={notes}
              maxLength={2000}
              placeholder="Anything the vet should know?"
              onChange={(e) => onNotes(e.target.value)}
            />
            {chosen(pets) && clinic.name && (
              <ShareRecordChoice
                petName={chosen(pets)!.name}
                clinicName={clinic.name}
                checked={share.checked}
                onChange={share.onChange}
              />
            )}
          </>
        )}
      </OwnerGate>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Back
        </button>
        {gate.signedIn && gate.isOwner && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={!petId || saving}
            onClick={onBook}
          >
            {saving ? 'Booking…' : 'Book Appointment'}
          </button>
        )}
      </div>
    </section>
  );
}
