import { medicalRecordRequestSchema, type MedicalRecordRequest } from '@petvet/shared';
import {
  MedicalRecordFields,
  medicalRecordValues,
  type MedicalRecordValues,
} from '../../../../components/records/MedicalRecordFields';
import { Form, FormActions } from '../../../../components/ui/Form';
import { serverErrorText } from '../../../../lib/errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import type { EntryFormProps } from './form-props';
import { useT } from '../../../../i18n';

export type VisitNotesValues = MedicalRecordValues;

/** The form's values from a saved record, or from what the visit already tells. */
export const visitNotesValues = medicalRecordValues;

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
  const t = useT();
  const { values, setValues, error, field, submit } = useSchemaForm(initial, {
    schema: medicalRecordRequestSchema,
    send: onSend,
    // The API's own words (e.g. why the visit does not allow writing), else the form's fallback.
    failureText: (failure) => serverErrorText(failure, failureText),
  });
  return (
    <Form label={label} onSubmit={submit} error={error}>
      <MedicalRecordFields values={values} setValues={setValues} field={field} />
      <FormActions
        onCancel={onCancel}
        label={submitLabel}
        busy={busy}
        busyLabel={t('clinic.record.saving')}
      />
    </Form>
  );
}
