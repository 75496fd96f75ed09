import { weightEntryRequestSchema, type WeightEntryRequest } from '@petvet/shared';
import { TextField } from '../../../../components/ui/Field';
import { Form, FormActions } from '../../../../components/ui/Form';
import { localIsoDate } from '../../../../lib/dates';
import { serverErrorText } from '../../../../lib/errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import type { EntryFormProps } from './form-props';
import { useT } from '../../../../i18n';

export type WeightValues = { date: string; weight: string };

/** What the pet weighed at the visit, in kilograms. */
export function WeightForm({
  initial,
  label,
  submitLabel,
  onSend,
  failureText,
  onCancel,
  busy,
}: EntryFormProps<WeightValues, WeightEntryRequest>) {
  const t = useT();
  const { error, field, submit } = useSchemaForm(initial, {
    schema: weightEntryRequestSchema,
    send: onSend,
    // The API's own words (e.g. why the visit does not allow writing), else the form's fallback.
    failureText: (failure) => serverErrorText(failure, failureText),
  });
  return (
    <Form label={label} onSubmit={submit} error={error}>
      <div className="form-row">
        <TextField
          label={t('clinic.form.date')}
          type="date"
          required
          max={localIsoDate()}
          {...field('date')}
        />
        <TextField
          label={t('clinic.form.weight')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={0}
          required
          {...field('weight')}
          data-autofocus
        />
      </div>
      <FormActions
        onCancel={onCancel}
        label={submitLabel}
        busy={busy}
        busyLabel={t('clinic.record.saving')}
      />
    </Form>
  );
}
