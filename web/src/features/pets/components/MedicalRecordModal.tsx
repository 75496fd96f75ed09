import {
  MEDICAL_RECORD_TYPES,
  medicalRecordRequestSchema,
  type MedicalRecord,
} from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useAddMedicalRecordMutation, useUpdateMedicalRecordMutation } from '../../../lib/api/pets';
import { ENTRY_SAVE_FAILED_TEXT } from '../record/texts';

export const ADD_MEDICAL_RECORD_FAILED_TEXT = 'Failed to add medical record';

const TYPE_LABELS: Record<string, string> = {
  checkup: 'Checkup',
  illness: 'Illness',
  injury: 'Injury',
  surgery: 'Surgery',
  other: 'Other',
};

const toForm = (record?: MedicalRecord) => ({
  date: record?.date ?? localIsoDate(),
  type: record?.type ?? 'checkup',
  title: record?.title ?? '',
  description: record?.description ?? '',
  vetName: record?.vetName ?? '',
  vetClinic: record?.vetClinic ?? '',
  treatment: record?.treatment ?? '',
  medications: record?.medications ?? '',
  followUpRequired: record?.followUpRequired ?? false,
  followUpDate: record?.followUpDate ?? '',
});

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
    failureText: () => (record ? ENTRY_SAVE_FAILED_TEXT : ADD_MEDICAL_RECORD_FAILED_TEXT),
  });

  return (
    <FormModal
      title={record ? `Edit Medical Record for ${petName}` : `Add Medical Record for ${petName}`}
      label={record ? 'Edit medical record' : 'Add medical record'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={record ? 'Save Record' : 'Add Record'}
      busy={addState.isLoading || updateState.isLoading}
      busyLabel="Saving…"
    >
      <div className="form-row">
        <TextField label="Date" type="date" required max={localIsoDate()} {...field('date')} />
        <SelectField label="Type" required {...field('type')}>
          {MEDICAL_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type] ?? type}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Title"
        required
        placeholder="e.g. Annual checkup"
        {...field('title')}
        data-autofocus
      />
      <TextAreaField label="Description" {...field('description')} />
      <div className="form-row">
        <TextField label="Vet name" {...field('vetName')} />
        <TextField label="Clinic" {...field('vetClinic')} />
      </div>
      <div className="form-row">
        <TextField label="Treatment" {...field('treatment')} />
        <TextField label="Medications" {...field('medications')} />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          name="followUpRequired"
          checked={values.followUpRequired}
          onChange={(e) =>
            setValues({
              ...values,
              followUpRequired: e.target.checked,
              followUpDate: e.target.checked ? values.followUpDate : '',
            })
          }
        />
        Follow-up required
      </label>
      {values.followUpRequired && (
        <TextField
          label="Follow-up date"
          type="date"
          min={values.date}
          {...field('followUpDate')}
        />
      )}
    </FormModal>
  );
}
