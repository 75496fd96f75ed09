import type { Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import { petSummary } from '../pet-display';
import { PetAvatar } from './PetAvatar';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { IconButton } from '../../../components/ui/IconButton';

interface PetSidebarProps {
  pets: Pet[];
  selectedId: string | null;
  onSelect: (pet: Pet) => void;
  onEdit: (pet: Pet) => void;
  onDelete: (pet: Pet) => void;
}

export function PetSidebar({ pets, selectedId, onSelect, onEdit, onDelete }: PetSidebarProps) {
  const t = useT();
  return (
    <aside className="card card--flush" aria-label={t('owner.myPets.sidebar')}>
      {pets.length === 0 ? (
        <p className="empty-state">{t('owner.myPets.noPets')}</p>
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
                  <IconButton
                    icon="edit"
                    label={t('owner.pets.edit', { name: pet.name })}
                    onClick={() => onEdit(pet)}
                  />
                  <IconButton
                    icon="trash"
                    label={t('owner.pets.delete', { name: pet.name })}
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
