import { useState } from 'react';
import { weightEntryRequestSchema, type Pet, type WeightEntry } from '@petvet/shared';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { TextField } from '../../../components/ui/Field';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { WeightChart } from '../../../components/ui/WeightChart';
import { formatDate, localIsoDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddWeightMutation, useWeightsQuery } from '../../../lib/api/pets';
import { EntryActions, WrittenByLine } from '../record/EntryActions';
import { HiddenEntries } from '../record/HiddenEntries';

export const ADD_WEIGHT_FAILED_TEXT = 'Failed to add the weight';

const weightName = (w: WeightEntry) => `the weight of ${formatDate(w.date)}`;

/**
 * The pet's weight as a history: a line of the dated entries (hidden clinic entries left out), a
 * short form to add today's, and the clinics' entries with their mark and Hide / Show again.
 */
export function WeightSection({ pet }: { pet: Pet }) {
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
      failureText: () => ADD_WEIGHT_FAILED_TEXT,
    },
  );
  const shown = weights.filter((w) => !w.hidden);
  const hidden = weights.filter((w) => w.hidden);
  const item = (w: WeightEntry) => (
    <li key={w.id} className="record record--clinic">
      <div className="record__head">
        <span className="record__title">
          {w.weight} kg · {formatDate(w.date)}
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
      <h3 id={`weight-${pet.id}`}>Weight</h3>
      <WeightChart points={shown} title={`${pet.name}'s weight`} />
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {shown.some((w) => w.writtenBy) && (
        <ul className="list">{shown.filter((w) => w.writtenBy).map(item)}</ul>
      )}
      <HiddenEntries count={hidden.length}>{hidden.map(item)}</HiddenEntries>
      <Form
        label="Add weight"
        onSubmit={form.submit}
        error={form.error}
        className="form weight-form"
      >
        <div className="form-row">
          <TextField
            label="Date"
            type="date"
            required
            max={localIsoDate()}
            {...form.field('date')}
          />
          <TextField
            label="Weight (kg)"
            type="number"
            inputMode="decimal"
            required
            min={0}
            step={0.1}
            {...form.field('weight')}
          />
        </div>
        <SubmitButton label="Add weight" busy={isLoading} busyLabel="Saving…" />
      </Form>
    </section>
  );
}
