import { MEDICAL_RECORD_TYPES, medicalRecordRequestSchema } from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddMedicalRecordMutation } from '../../../lib/api/pets';

export const ADD_MEDICAL_RECORD_FAILED_TEXT = 'Failed to add medical record';

const TYPE_LABELS: Record<string, string> = {
  checkup: 'Checkup',
  illness: 'Illness',
  injury: 'Injury',
  surgery: 'Surgery',
  other: 'Other',
};

export function MedicalRecordModal({
  petId,
  petName,
  onClose,
}: {
  petId: string;
  petName: string;
  onClose: () => void;
}) {
  const [add, { isLoading }] = useAddMedicalRecordMutation();
  const { values, setValues, error, field, submit } = useSchemaForm(
    {
      date: localIsoDate(),
      type: 'checkup',
      title: '',
      description: '',
      vetName: '',
      vetClinic: '',
      treatment: '',
      medications: '',
      followUpRequired: false,
      followUpDate: '',
    },
    {
      schema: medicalRecordRequestSchema,
      send: async (body) => {
        await add({ petId, body }).unwrap();
        onClose();
      },
      failureText: () => ADD_MEDICAL_RECORD_FAILED_TEXT,
    },
  );

  return (
    <FormModal
      title={`Add Medical Record for ${petName}`}
      label="Add medical record"
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel="Add Record"
      busy={isLoading}
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
