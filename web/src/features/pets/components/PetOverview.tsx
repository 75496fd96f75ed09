import type { Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { ageText, genderName, speciesName } from '../pet-display';
import { WeightSection } from './WeightSection';

/**
 * Each fact only when present; the weight is the latest entry of the weight history. Allergies
 * and conditions are under the pet's name, above every tab.
 */
export function PetOverview({ pet }: { pet: Pet }) {
  const t = useT();
  const facts: Array<[string, string | null]> = [
    [t('owner.petOverview.species'), pet.species && speciesName(pet.species)],
    [t('owner.petOverview.breed'), pet.breed],
    [t('owner.petOverview.age'), ageText(pet.age)],
    [
      t('owner.petOverview.weight'),
      pet.weight != null ? t('owner.pets.weight', { weight: formatCount(pet.weight) }) : null,
    ],
    [t('owner.petOverview.gender'), pet.gender && genderName(pet.gender)],
    [t('owner.petOverview.microchip'), pet.microchipNumber],
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
          <h3>{t('owner.petOverview.medicalNotes')}</h3>
          <p style={{ whiteSpace: 'pre-line' }}>{pet.medicalNotes}</p>
        </div>
      )}
      <WeightSection pet={pet} />
    </div>
  );
}
