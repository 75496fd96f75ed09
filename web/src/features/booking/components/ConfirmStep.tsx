import type { PublicTimeSlot } from '@petvet/shared';
import { TextAreaField } from '../../../components/ui/Field';
import { formatDate } from '../../../lib/dates';
import { ChoiceCard } from './BookingPanels';
import { OwnerGate, type BookablePet } from './OwnerGate';

/** Step 2: what is being booked, then (once signed in with a pet) the pet, notes and the button. */
export function ConfirmStep({
  slot,
  clinicName,
  gate,
  petId,
  onPet,
  onPetAdded,
  notes,
  onNotes,
  saving,
  onBack,
  onBook,
}: {
  slot: PublicTimeSlot;
  clinicName?: string;
  gate: Omit<Parameters<typeof OwnerGate>[0], 'children' | 'onPetAdded'>;
  petId: string;
  onPet: (id: string) => void;
  /** A pet added here, before the pet list has been fetched again. */
  onPetAdded: (pet: BookablePet) => void;
  notes: string;
  onNotes: (notes: string) => void;
  saving: boolean;
  onBack: () => void;
  onBook: () => void;
}) {
  return (
    <section className="card stack" aria-labelledby="step2-title">
      <h2 id="step2-title">Confirm your booking</h2>
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
        <dd>
          {slot.service} ({slot.duration} min)
        </dd>
      </dl>
      <OwnerGate {...gate} onPetAdded={onPetAdded}>
        {(pets: BookablePet[]) => (
          <>
            <fieldset className="pet-choices">
              <legend className="field__label">Choose your pet</legend>
              {pets.map((pet) => (
                <ChoiceCard
                  key={pet.id}
                  id={`pet-${pet.id}`}
                  name="pet"
                  value={pet.id}
                  checked={petId === pet.id}
                  onChoose={() => onPet(pet.id)}
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
              onChange={(e) => onNotes(e.target.value)}
            />
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
