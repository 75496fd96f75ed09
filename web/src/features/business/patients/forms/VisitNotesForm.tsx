import {
  MEDICAL_RECORD_TYPES,
  medicalRecordRequestSchema,
  type MedicalRecord,
  type MedicalRecordRequest,
} from '@petvet/shared';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/Field';
import { Form, FormActions } from '../../../../components/ui/Form';
import { localIsoDate } from '../../../../lib/dates';
import { serverErrorText } from '../../../../lib/errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import type { EntryFormProps } from './form-props';

const TYPE_LABELS: Record<string, string> = {
  checkup: 'Checkup',
  illness: 'Illness',
  injury: 'Injury',
  surgery: 'Surgery',
  other: 'Other',
};

export type VisitNotesValues = ReturnType<typeof visitNotesValues>;

/** The form's values from a saved record, or from what the visit already tells. */
export const visitNotesValues = (
  record: Partial<MedicalRecord> & {
    date: string;
    vetName: string | null;
    vetClinic: string | null;
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

/** Visit notes: the spec's medical record (date, type, title, ... follow-up) as a clinic writes it. */
export function VisitNotesForm({
  initial,
  label,
  submitLabel,
  onSend,
  failureText,
  onCancel,
  busy,
}: EntryFormProps<VisitNotesValues, MedicalRecordRequest>) {
  const { values, setValues, error, field, submit } = useSchemaForm(initial, {
    schema: medicalRecordRequestSchema,
    send: onSend,
    // The API's own words (e.g. why the visit does not allow writing), else the form's fallback.
    failureText: (failure) => serverErrorText(failure, failureText),
  });
  return (
    <Form label={label} onSubmit={submit} error={error}>
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
      <FormActions onCancel={onCancel} label={submitLabel} busy={busy} busyLabel="Saving…" />
    </Form>
  );
}
