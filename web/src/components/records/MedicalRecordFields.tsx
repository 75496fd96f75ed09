import { MEDICAL_RECORD_TYPES, type MedicalRecord } from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { localIsoDate } from '../../lib/dates';
import type { useSchemaForm } from '../../lib/use-schema-form';

const TYPE_LABELS: Record<string, string> = {
  checkup: 'Checkup',
  illness: 'Illness',
  injury: 'Injury',
  surgery: 'Surgery',
  other: 'Other',
};

/** A medical record's form values: from a saved record, or from what is known already. */
export const medicalRecordValues = (
  record: Partial<MedicalRecord> & {
    date: string;
    vetName?: string | null;
    vetClinic?: string | null;
  },
) => ({
  date: record.date,
  type: record.type ?? 'checkup',
  title: record.title ?? '',
  description: record.description ?? '',
  vetName: record.vetName ?? '',
  vetClinic: record.vetClinic ?? '',
  treatment: record.treatment ?? '',
  medications: record.medications ?? '',
  followUpRequired: record.followUpRequired ?? false,
  followUpDate: record.followUpDate ?? '',
});
export type MedicalRecordValues = ReturnType<typeof medicalRecordValues>;

type RecordForm = ReturnType<typeof useSchemaForm<MedicalRecordValues, never>>;

/**
 * The spec's medical record fields (date, type, title, description, vet, clinic, treatment,
 * medications, follow-up), as the owner's form and the clinic's visit notes both ask them.
 */
export function MedicalRecordFields({
  values,
  setValues,
  field,
}: Pick<RecordForm, 'values' | 'setValues' | 'field'>) {
  return (
    <>
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
    </>
  );
}
