import type { Pet } from '@petvet/shared';
import { ageText } from '../pet-display';
import { WeightSection } from './WeightSection';

/**
 * Each fact only when present; the weight is the latest entry of the weight history. Allergies
 * and conditions are under the pet's name, above every tab.
 */
export function PetOverview({ pet }: { pet: Pet }) {
  const facts: Array<[string, string | null]> = [
    ['Species', pet.species],
    ['Breed', pet.breed],
    ['Age', ageText(pet.age)],
    ['Weight', pet.weight != null ? `${pet.weight} kg` : null],
    ['Gender', pet.gender],
    ['Microchip', pet.microchipNumber],
  ];
  return (
    <div className="stack">
      <dl className="facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {pet.medicalNotes && (
        <div>
          <h3>Medical Notes</h3>
          <p style={{ whiteSpace: 'pre-line' }}>{pet.medicalNotes}</p>
        </div>
      )}
      <WeightSection pet={pet} />
    </div>
  );
}
