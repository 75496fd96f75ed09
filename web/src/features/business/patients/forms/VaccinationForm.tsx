import {
  vaccinationRequestSchema,
  type Vaccination,
  type VaccinationRequest,
} from '@petvet/shared';
import { TextAreaField, TextField } from '../../../../components/ui/Field';
import { Form, FormActions } from '../../../../components/ui/Form';
import { localIsoDate } from '../../../../lib/dates';
import { serverErrorText } from '../../../../lib/errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import type { EntryFormProps } from './form-props';
import { useT } from '../../../../i18n';

export type VaccinationValues = ReturnType<typeof vaccinationValues>;

/** The form's values from a saved vaccination, or from what the visit already tells. */
export const vaccinationValues = (
  record: Partial<Vaccination> & {
    dateGiven: string;
    vetName: string | null;
    vetClinic: string | null;
  },
) => ({
  vaccineName: record.vaccineName ?? '',
  dateGiven: record.dateGiven,
  nextDueDate: record.nextDueDate ?? '',
  vetName: record.vetName ?? '',
  vetClinic: record.vetClinic ?? '',
  batchNumber: record.batchNumber ?? '',
  notes: record.notes ?? '',
});

/** A vaccination given at the clinic: vaccine, date given, next due, batch number and notes. */
export function VaccinationForm({
  initial,
  label,
  submitLabel,
  onSend,
  failureText,
  onCancel,
  busy,
}: EntryFormProps<VaccinationValues, VaccinationRequest>) {
  const t = useT();
  const { values, error, field, submit } = useSchemaForm(initial, {
    schema: vaccinationRequestSchema,
    send: onSend,
    // The API's own words (e.g. why the visit does not allow writing), else the form's fallback.
    failureText: (failure) => serverErrorText(failure, failureText),
  });
  return (
    <Form label={label} onSubmit={submit} error={error}>
      <TextField
        label={t('clinic.form.vaccine')}
        required
        placeholder={t('clinic.form.vaccinePlaceholder')}
        {...field('vaccineName')}
        data-autofocus
      />
      <div className="form-row">
        <TextField
          label={t('clinic.form.dateGiven')}
          type="date"
          required
          max={localIsoDate()}
          {...field('dateGiven')}
        />
        <TextField
          label={t('clinic.form.nextDue')}
          type="date"
          min={values.dateGiven}
          {...field('nextDueDate')}
        />
      </div>
      <div className="form-row">
        <TextField label={t('clinic.form.batch')} {...field('batchNumber')} />
        <TextField label={t('clinic.form.vetName')} {...field('vetName')} />
      </div>
      <TextField label={t('clinic.form.clinic')} {...field('vetClinic')} />
      <TextAreaField label={t('clinic.form.notes')} {...field('notes')} />
      <FormActions
        onCancel={onCancel}
        label={submitLabel}
        busy={busy}
        busyLabel={t('clinic.record.saving')}
      />
    </Form>
  );
}
