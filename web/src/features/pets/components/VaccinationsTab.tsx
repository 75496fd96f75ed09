import type { Pet, Vaccination } from '@petvet/shared';
import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useDeleteVaccinationMutation, useVaccinationsQuery } from '../../../lib/api/pets';
import { EntryActions } from '../record/EntryActions';
import { useEntryEditing } from '../record/use-entry-editing';
import { HiddenEntries } from '../record/HiddenEntries';
import { entryChangedText } from '../record/texts';
import { CertificateActions } from './CertificateActions';
import { VaccinationItem } from './VaccinationItem';
import { VaccinationModal } from './VaccinationModal';

export function VaccinationsTab({ pet }: { pet: Pet }) {
  const t = useT();
  const { data: vaccinations = [], isLoading } = useVaccinationsQuery(pet.id);
  const [remove, { isLoading: deleting }] = useDeleteVaccinationMutation();
  const { editing, setEditing, confirming, setConfirming, error, setError, confirmDelete } =
    useEntryEditing<Vaccination>(pet.id, remove);
  const item = (v: Vaccination) => (
    <VaccinationItem
      key={v.id}
      vaccination={v}
      actions={
        <EntryActions
          petId={pet.id}
          kind="vaccinations"
          entry={v}
          name={v.vaccineName}
          onEdit={() => setEditing(v)}
          onDelete={() => setConfirming(v)}
          onError={setError}
        />
      }
    />
  );
  const shown = vaccinations.filter((v) => !v.hidden);
  const hidden = vaccinations.filter((v) => v.hidden);

  return (
    <div className="stack">
      <div className="card__header">
        <h3>{t('owner.vaccinations.title')}</h3>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing(null)}>
          {t('owner.vaccinations.add')}
        </button>
      </div>
      <CertificateActions pet={pet} />
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {isLoading ? (
        <Spinner label={t('owner.vaccinations.loading')} />
      ) : shown.length === 0 && hidden.length === 0 ? (
        <p className="muted">{t('owner.vaccinations.none')}</p>
      ) : (
        <ul className="list">{shown.map(item)}</ul>
      )}
      <HiddenEntries count={hidden.length}>{hidden.map(item)}</HiddenEntries>
      {editing !== undefined && (
        <VaccinationModal
          petId={pet.id}
          petName={pet.name}
          vaccination={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onStale={() => setError(entryChangedText())}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('owner.vaccinations.deleteTitle')}
          message={t('owner.vaccinations.deleteConfirm')}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
