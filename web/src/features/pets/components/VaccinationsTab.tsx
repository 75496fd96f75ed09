import type { Pet, Vaccination } from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useDeleteVaccinationMutation, useVaccinationsQuery } from '../../../lib/api/pets';
import { EntryActions } from '../record/EntryActions';
import { useEntryEditing } from '../record/use-entry-editing';
import { HiddenEntries } from '../record/HiddenEntries';
import { DELETE_VACCINATION_CONFIRM_TEXT, ENTRY_CHANGED_TEXT } from '../record/texts';
import { CertificateActions } from './CertificateActions';
import { VaccinationItem } from './VaccinationItem';
import { VaccinationModal } from './VaccinationModal';

export const NO_VACCINATIONS_TEXT = 'No vaccination records yet.';

export function VaccinationsTab({ pet }: { pet: Pet }) {
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
        <h3>Vaccinations</h3>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing(null)}>
          Add Vaccination
        </button>
      </div>
      <CertificateActions pet={pet} />
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {isLoading ? (
        <Spinner label="Loading vaccinations…" />
      ) : shown.length === 0 && hidden.length === 0 ? (
        <p className="muted">{NO_VACCINATIONS_TEXT}</p>
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
          onStale={() => setError(ENTRY_CHANGED_TEXT)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete vaccination"
          message={DELETE_VACCINATION_CONFIRM_TEXT}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
