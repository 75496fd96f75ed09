import type { Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import './pet-conditions.css';

/**
 * The pet's allergies and chronic conditions as chips, on every screen that shows the pet: a vet
 * or the owner booking must not miss "Allergic to penicillin". Nothing when there are none.
 * `inline` draws them as text-level spans, for places a list may not go (inside a label).
 */
export function PetConditions({
  pet,
  inline = false,
}: {
  pet: Partial<Pick<Pet, 'allergies' | 'chronicConditions'>>;
  inline?: boolean;
}) {
  const t = useT();
  const allergies = pet.allergies ?? [];
  const conditions = pet.chronicConditions ?? [];
  if (allergies.length === 0 && conditions.length === 0) return null;
  const List = inline ? 'span' : 'ul';
  const Item = inline ? 'span' : 'li';
  return (
    <List className="chips pet-conditions" aria-label={t('owner.pets.conditions')}>
      {allergies.map((item) => (
        <Item key={`a-${item}`} className="chip chip--allergy">
          <span className="visually-hidden">{`${t('owner.pets.allergy')} `}</span>
          {item}
        </Item>
      ))}
      {conditions.map((item) => (
        <Item key={`c-${item}`} className="chip chip--condition">
          <span className="visually-hidden">{`${t('owner.pets.condition')} `}</span>
          {item}
        </Item>
      ))}
    </List>
  );
}
