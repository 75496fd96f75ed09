import type { ReactNode } from 'react';
import type { PublicService, PublicTimeSlot } from '@petvet/shared';
import { TextAreaField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { zonedTimeLabel } from '../../../lib/zone-label';
import { clinicAmount } from '../../../lib/money';
import { changeBlockedReason, changePolicyText, insideCutoffText } from '../cutoff';
import { notOfferedText, refusedFor, speciesName } from '../team';
import { ChoiceCard } from './BookingPanels';
import { OwnerGate, type BookablePet } from './OwnerGate';
import { ShareRecordChoice } from './ShareRecordChoice';

/** Whom the visit is with: the chosen clinician, or the one any available offered. */
export interface Who {
  name?: string;
  any: boolean;
}

/** What the confirmation states about the clinic: its zone, currency and change policy. */
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
  const t = useT();
  const price = priceOf(slot, services, clinic.currency);
  const chosen = (pets: BookablePet[]) => pets.find((pet) => pet.id === petId);
  const visit = { appointmentDate: slot.date, appointmentTime: slot.startTime };
  const inside = changeBlockedReason(visit, clinic, now) !== null;
  const zoned = zonedTimeLabel({ zone: clinic.timeZone, date: slot.date, time: slot.startTime });
  return (
    <section className="card stack" aria-labelledby="step2-title">
      <h2 id="step2-title">{t('booking.confirm.title')}</h2>
      <dl className="summary">
        <dt>{t('booking.confirm.clinic')}</dt>
        <dd>{clinic.name ?? '—'}</dd>
        <dt>{t('booking.confirm.date')}</dt>
        <dd>{formatDate(slot.date)}</dd>
        <dt>{t('booking.confirm.time')}</dt>
        <dd>
          {slot.startTime} – {slot.endTime}
          {zoned !== slot.startTime && <span className="small muted zone-line">{zoned}</span>}
        </dd>
        <dt>{t('booking.confirm.service')}</dt>
        <dd>
          {t('booking.confirm.serviceLength', { service: slot.service, minutes: slot.duration })}
        </dd>
        {who?.name && (
          <>
            <dt>{t('booking.confirm.with')}</dt>
            <dd data-testid="booking-clinician">
              {who.name}
              {who.any && (
                <span className="small muted zone-line">{t('booking.confirm.anyFreeVet')}</span>
              )}
            </dd>
          </>
        )}
        <dt>{t('booking.confirm.price')}</dt>
        <dd data-testid="booking-price">{price ?? t('booking.confirm.priceAtVisit')}</dd>
        <dt>{t('booking.confirm.changes')}</dt>
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
              <legend className="field__label">{t('booking.confirm.choosePet')}</legend>
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
                        : `${speciesName(pet.species)}${pet.breed ? ` · ${pet.breed}` : ''}`
                    }
                    extra={petMarks?.(pet)}
                  />
                );
              })}
            </fieldset>
            <TextAreaField
              label={t('booking.confirm.notes')}
              name="notes"
              value={notes}
              maxLength={2000}
              placeholder={t('booking.confirm.notesPlaceholder')}
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
          {t('booking.confirm.back')}
        </button>
        {gate.signedIn && gate.isOwner && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={!petId || saving}
            onClick={onBook}
          >
            {saving ? t('booking.confirm.booking') : t('booking.confirm.book')}
          </button>
        )}
      </div>
    </section>
  );
}
