import type { Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { EmptyState } from '../../../components/ui/Feedback';
import { genderName, petSummary } from '../../../features/pets/pet-display';
import { PetAvatar } from '../../../features/pets/components/PetAvatar';
import { PetConditions } from '../../../features/pets/components/PetConditions';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { IconButton } from '../../../components/ui/IconButton';

interface PetsGridProps {
  pets: Pet[];
  limit?: number;
  onAdd?: () => void;
  onEdit?: (pet: Pet) => void;
  onDelete?: (pet: Pet) => void;
}

export function PetsGrid({ pets, limit, onAdd, onEdit, onDelete }: PetsGridProps) {
  const t = useT();
  if (pets.length === 0) {
    return (
      <EmptyState icon="paw" title={t('owner.pets.empty')}>
        <p>{t('owner.pets.emptyHint')}</p>
        {onAdd && (
          <button type="button" className="btn btn--primary" onClick={onAdd}>
            {t('owner.pets.add')}
          </button>
        )}
      </EmptyState>
    );
  }
  const shown = limit === undefined ? pets : pets.slice(0, limit);
  return (
    <ul className="list grid grid--2" aria-label={t('owner.pets.list')}>
      {shown.map((pet) => (
        <li key={pet.id} className="card pet-card">
          <PetAvatar species={pet.species} />
          <div className="pet-card__body">
            <p className="pet-card__name">
              {pet.name} <VaccinationBadge status={pet.vaccinationStatus} ofPet />
            </p>
            <p className="pet-card__meta">{petSummary(pet)}</p>
            {pet.weight != null && (
              <p className="pet-card__meta">
                {t('owner.pets.weight', { weight: formatCount(pet.weight) })}
                {pet.gender ? ` · ${genderName(pet.gender)}` : ''}
              </p>
            )}
            <PetConditions pet={pet} />
          </div>
          {(onEdit || onDelete) && (
            <div className="pet-card__actions">
              {onEdit && (
                <IconButton
                  icon="edit"
                  label={t('owner.pets.edit', { name: pet.name })}
                  onClick={() => onEdit(pet)}
                />
              )}
              {onDelete && (
                <IconButton
                  icon="trash"
                  label={t('owner.pets.delete', { name: pet.name })}
                  onClick={() => onDelete(pet)}
                  danger
                />
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
