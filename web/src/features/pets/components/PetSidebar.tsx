import type { Pet } from '@petvet/shared';
import { petSummary } from '../pet-display';
import { PetAvatar } from './PetAvatar';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { IconButton } from '../../../components/ui/IconButton';

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
                <button
                  type="button"
                  className="pet-item__select"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(pet)}
                >
                  <PetAvatar species={pet.species} />
                  <span className="pet-card__body">
                    <span className="pet-card__name" style={{ display: 'block' }}>
                      {pet.name}
                    </span>
                    <span className="pet-card__meta">{petSummary(pet)}</span>
                    <VaccinationBadge status={pet.vaccinationStatus} ofPet />
                  </span>
                </button>
                <span className="pet-card__actions">
                  <IconButton icon="edit" label={`Edit ${pet.name}`} onClick={() => onEdit(pet)} />
                  <IconButton
                    icon="trash"
                    label={`Delete ${pet.name}`}
                    onClick={() => onDelete(pet)}
                    danger
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
