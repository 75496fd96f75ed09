import { useState } from 'react';
import type { Pet, Vaccination } from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useDeleteVaccinationMutation, useVaccinationsQuery } from '../../../lib/api/pets';
import { EntryActions } from '../record/EntryActions';
import { HiddenEntries } from '../record/HiddenEntries';
import {
  DELETE_ENTRY_FAILED_TEXT,
  DELETE_VACCINATION_CONFIRM_TEXT,
  ENTRY_CHANGED_TEXT,
} from '../record/texts';
import { CertificateActions } from './CertificateActions';
import { VaccinationItem } from './VaccinationItem';
import { VaccinationModal } from './VaccinationModal';

export const NO_VACCINATIONS_TEXT = 'No vaccination records yet.';

export function VaccinationsTab({ pet }: { pet: Pet }) {
  const { data: vaccinations = [], isLoading } = useVaccinationsQuery(pet.id);
  const [remove, { isLoading: deleting }] = useDeleteVaccinationMutation();
  // undefined: closed; null: adding; a vaccination: editing it.
  const [editing, setEditing] = useState<Vaccination | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<Vaccination | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    const { id, version } = confirming;
    setError(null);
    try {
      await remove({ petId: pet.id, id, version }).unwrap();
    } catch (failure) {
      setError(isStaleVersion(failure) ? ENTRY_CHANGED_TEXT : DELETE_ENTRY_FAILED_TEXT);
    } finally {
      setConfirming(null);
    }
  };
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
