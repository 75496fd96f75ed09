import type { MedicalRecord, Pet } from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useDeleteMedicalRecordMutation, useMedicalHistoryQuery } from '../../../lib/api/pets';
import { EntryActions } from '../record/EntryActions';
import { useEntryEditing } from '../record/use-entry-editing';
import { HiddenEntries } from '../record/HiddenEntries';
import { DELETE_RECORD_CONFIRM_TEXT, ENTRY_CHANGED_TEXT } from '../record/texts';
import { MedicalRecordItem } from './MedicalRecordItem';
import { MedicalRecordModal } from './MedicalRecordModal';

export const NO_MEDICAL_RECORDS_TEXT = 'No medical records yet.';

export function MedicalHistoryTab({ pet }: { pet: Pet }) {
  // Load failures are only logged, never shown: the list simply stays empty.
  const { data: records = [], isLoading } = useMedicalHistoryQuery(pet.id);
  const [remove, { isLoading: deleting }] = useDeleteMedicalRecordMutation();
  const { editing, setEditing, confirming, setConfirming, error, setError, confirmDelete } =
    useEntryEditing<MedicalRecord>(pet.id, remove);
  const item = (record: MedicalRecord) => (
    <MedicalRecordItem
      key={record.id}
      record={record}
      actions={
        <EntryActions
          petId={pet.id}
          kind="medical-history"
          entry={record}
          name={record.title}
          onEdit={() => setEditing(record)}
          onDelete={() => setConfirming(record)}
          onError={setError}
        />
      }
    />
  );
  const shown = records.filter((r) => !r.hidden);
  const hidden = records.filter((r) => r.hidden);

  return (
    <div className="stack">
      <div className="card__header">
        <h3>Medical History</h3>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing(null)}>
          Add Medical Record
        </button>
      </div>
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {isLoading ? (
        <Spinner label="Loading medical records…" />
      ) : shown.length === 0 && hidden.length === 0 ? (
        <p className="muted">{NO_MEDICAL_RECORDS_TEXT}</p>
      ) : (
        <ul className="list">{shown.map(item)}</ul>
      )}
      <HiddenEntries count={hidden.length}>{hidden.map(item)}</HiddenEntries>
      {editing !== undefined && (
        <MedicalRecordModal
          petId={pet.id}
          petName={pet.name}
          record={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onStale={() => setError(ENTRY_CHANGED_TEXT)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete medical record"
          message={DELETE_RECORD_CONFIRM_TEXT}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
