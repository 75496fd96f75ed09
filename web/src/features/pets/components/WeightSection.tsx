import { useState } from 'react';
import { weightEntryRequestSchema, type Pet, type WeightEntry } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { TextField } from '../../../components/ui/Field';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { WeightChart } from '../../../components/ui/WeightChart';
import { formatDate, localIsoDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddWeightMutation, useWeightsQuery } from '../../../lib/api/pets';
import { EntryActions, WrittenByLine } from '../record/EntryActions';
import { HiddenEntries } from '../record/HiddenEntries';

const weightName = (w: WeightEntry) =>
  translate('owner.weight.entryName', { date: formatDate(w.date) });

/**
 * The pet's weight as a history: a line of the dated entries (hidden clinic entries left out), a
 * short form to add today's, and the clinics' entries with their mark and Hide / Show again.
 */
export function WeightSection({ pet }: { pet: Pet }) {
  const t = useT();
  const { data: weights = [] } = useWeightsQuery(pet.id);
  const [add, { isLoading }] = useAddWeightMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(
    { date: localIsoDate(), weight: '' },
    {
      schema: weightEntryRequestSchema,
      send: async (body) => {
        await add({ petId: pet.id, body }).unwrap();
        form.setValues({ date: localIsoDate(), weight: '' });
      },
      failureText: () => t('owner.weight.addFailed'),
    },
  );
  const shown = weights.filter((w) => !w.hidden);
  const hidden = weights.filter((w) => w.hidden);
  const item = (w: WeightEntry) => (
    <li key={w.id} className="record record--clinic">
      <div className="record__head">
        <span className="record__title">
          {t('owner.weight.entry', { weight: formatCount(w.weight), date: formatDate(w.date) })}
        </span>
        <EntryActions
          petId={pet.id}
          kind="weights"
          entry={w}
          name={weightName(w)}
          onError={setError}
        />
      </div>
      <WrittenByLine by={w.writtenBy} />
    </li>
  );

  return (
    <section className="stack" aria-labelledby={`weight-${pet.id}`}>
      <h3 id={`weight-${pet.id}`}>{t('owner.weight.title')}</h3>
      <WeightChart points={shown} title={t('owner.weight.chart', { pet: pet.name })} />
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {shown.some((w) => w.writtenBy) && (
        <ul className="list">{shown.filter((w) => w.writtenBy).map(item)}</ul>
      )}
      <HiddenEntries count={hidden.length}>{hidden.map(item)}</HiddenEntries>
      <Form
        label={t('owner.weight.form')}
        onSubmit={form.submit}
        error={form.error}
        className="form weight-form"
      >
        <div className="form-row">
          <TextField
            label={t('owner.weight.date')}
            type="date"
            required
            max={localIsoDate()}
            {...form.field('date')}
          />
          <TextField
            label={t('owner.weight.weight')}
            type="number"
            inputMode="decimal"
            required
            min={0}
            step={0.1}
            {...form.field('weight')}
          />
        </div>
        <SubmitButton
          label={t('owner.weight.add')}
          busy={isLoading}
          busyLabel={t('owner.record.saving')}
        />
      </Form>
    </section>
  );
}
