import type { MedicalRecord, Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useDeleteMedicalRecordMutation, useMedicalHistoryQuery } from '../../../lib/api/pets';
import { EntryActions } from '../record/EntryActions';
import { useEntryEditing } from '../record/use-entry-editing';
import { HiddenEntries } from '../record/HiddenEntries';
import { entryChangedText } from '../record/texts';
import { MedicalRecordItem } from './MedicalRecordItem';
import { MedicalRecordModal } from './MedicalRecordModal';

export function MedicalHistoryTab({ pet }: { pet: Pet }) {
  const t = useT();
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
        <h3>{t('owner.medical.title')}</h3>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setEditing(null)}>
          {t('owner.medical.add')}
        </button>
      </div>
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {isLoading ? (
        <Spinner label={t('owner.medical.loading')} />
      ) : shown.length === 0 && hidden.length === 0 ? (
        <p className="muted">{t('owner.medical.none')}</p>
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
          onStale={() => setError(entryChangedText())}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('owner.medical.deleteTitle')}
          message={t('owner.medical.deleteConfirm')}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
