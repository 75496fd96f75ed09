import type { Pet } from '@petvet/shared';
import { PetConditions } from './PetConditions';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';

type Marked = Partial<Pick<Pet, 'allergies' | 'chronicConditions' | 'vaccinationStatus'>>;

/**
 * A pet's vaccination badge and allergies as text-level marks, for a line that may not hold a list
 * (the booking step's pet choice); nothing when it has neither.
 */
export function PetMarks({ pet }: { pet: Marked }) {
  const conditions = (pet.allergies?.length ?? 0) + (pet.chronicConditions?.length ?? 0);
  if (!pet.vaccinationStatus && conditions === 0) return null;
  return (
    <span className="pet-marks">
      <VaccinationBadge status={pet.vaccinationStatus} ofPet />
      <PetConditions pet={pet} inline />
    </span>
  );
}
