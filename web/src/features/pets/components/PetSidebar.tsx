import type { Pet } from '@petvet/shared';
import { ageText, speciesIcon } from '../pet-display';

export const NO_PETS_YET_TEXT = 'No pets added yet. Click "Add New Pet" to get started!';

interface PetSidebarProps {
  pets: Pet[];
  selectedId: string | null;
  onSelect: (pet: Pet) => void;
  onEdit: (pet: Pet) => void;
  onDelete: (pet: Pet) => void;
}

export function PetSidebar({ pets, selectedId, onSelect, onEdit, onDelete }: PetSidebarProps) {
  return (
    <aside className="card card--flush" aria-label="Your pets">
      {pets.length === 0 ? (
        <p className="empty-state">{NO_PETS_YET_TEXT}</p>
      ) : (
        <ul className="pet-list">
          {pets.map((pet) => {
            const isSelected = pet.id === selectedId;
            return (
              <li key={pet.id} className={`pet-item${isSelected ? ' is-selected' : ''}`}>
                <button type="button" className="pet-item__select" aria-pressed={isSelected} onClick={() => onSelect(pet)}>
                  <span className="pet-avatar" aria-hidden="true">
                    {speciesIcon(pet.species)}
                  </span>
                  <span className="pet-card__body">
                    <span className="pet-card__name" style={{ display: 'block' }}>
                      {pet.name}
                    </span>
                    <span className="pet-card__meta">
                      {[pet.species, pet.breed, ageText(pet.age)].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </button>
                <span className="pet-card__actions">
                  <button type="button" className="icon-button" aria-label={`Edit ${pet.name}`} onClick={() => onEdit(pet)}>
                    <span aria-hidden="true">✎</span>
                  </button>
                  <button type="button" className="icon-button icon-button--danger" aria-label={`Delete ${pet.name}`} onClick={() => onDelete(pet)}>
                    <span aria-hidden="true">🗑</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
