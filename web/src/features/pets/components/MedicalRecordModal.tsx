import { medicalRecordRequestSchema, type MedicalRecord } from '@petvet/shared';
import {
  MedicalRecordFields,
  medicalRecordValues,
} from '../../../components/records/MedicalRecordFields';
import { useT } from '../../../i18n';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useAddMedicalRecordMutation, useUpdateMedicalRecordMutation } from '../../../lib/api/pets';
import { entrySaveFailedText } from '../record/texts';

const toForm = (record?: MedicalRecord) =>
  medicalRecordValues({ ...record, date: record?.date ?? localIsoDate() });

/**
 * Adds a medical record, or (with `record`) edits one the owner wrote, with the same checks. An
 * edit applies only to the version shown; if it changed elsewhere the list reloads and `onStale`
 * says so.
 */
export function MedicalRecordModal({
  petId,
  petName,
  record,
  onClose,
  onStale,
}: {
  petId: string;
  petName: string;
  record?: MedicalRecord;
  onClose: () => void;
  onStale?: () => void;
}) {
  const t = useT();
  const [add, addState] = useAddMedicalRecordMutation();
  const [update, updateState] = useUpdateMedicalRecordMutation();
  const { values, setValues, error, field, submit } = useSchemaForm(() => toForm(record), {
    schema: medicalRecordRequestSchema,
    send: async (body) => {
      if (!record) await add({ petId, body }).unwrap();
      else {
        try {
          await update({ petId, id: record.id, body, version: record.version }).unwrap();
        } catch (failure) {
          if (!isStaleVersion(failure) || !onStale) throw failure;
          onStale();
        }
      }
      onClose();
    },
    failureText: () => (record ? entrySaveFailedText() : t('owner.medical.addFailed')),
  });

  return (
    <FormModal
      title={t(record ? 'owner.medical.editFor' : 'owner.medical.addFor', { pet: petName })}
      label={t(record ? 'owner.medical.editLabel' : 'owner.medical.addLabel')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t(record ? 'owner.medical.saveSubmit' : 'owner.medical.addSubmit')}
      busy={addState.isLoading || updateState.isLoading}
      busyLabel={t('owner.record.saving')}
    >
      <MedicalRecordFields values={values} setValues={setValues} field={field} />
    </FormModal>
  );
}
