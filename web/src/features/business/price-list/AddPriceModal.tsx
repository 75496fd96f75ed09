import { useEffect, useState } from 'react';
import {
  DEFAULT_SERVICE_DURATION,
  PRICE_BANDS,
  priceBandLabel,
  serviceInputSchema,
  type StandardService,
  type PriceBand,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { firstIssueText, useSchemaForm } from '../../../lib/use-schema-form';
import { useCategoriesQuery, useCreateServiceMutation } from '../api';
import { useSaveMappingMutation } from './api';

export const NO_CATEGORY_TEXT =
  'Add a service category on the Services tab first; prices are listed under a category.';

/** Adds a service for a standard one the list is missing, already mapped to it. */
export function AddPriceModal({
  standard,
  onClose,
}: {
  standard: StandardService;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const categories = useCategoriesQuery();
  const [create, creating] = useCreateServiceMutation();
  const [map, mapping] = useSaveMappingMutation();
  const [band, setBand] = useState<PriceBand>('any');
  const list = categories.data ?? [];
  const { error, field, submit, setValues } = useSchemaForm(
    {
      categoryId: list[0]?.id ?? '',
      name: standard.name,
      description: '',
      price: '',
      duration: String(DEFAULT_SERVICE_DURATION),
      displayOrder: '0',
    },
    {
      schema: serviceInputSchema,
      readInvalid: (invalid) => ({
        message: firstIssueText(invalid, 'Please check the price and the category.'),
      }),
      send: async (body) => {
        const created = await create(body).unwrap();
        await map({
          id: created.id,
          body: { standardService: standard.id, band, inclusions: [] },
          version: created.version,
        }).unwrap();
        dispatch(toastShown('success', `${standard.name} is on your price list`));
        onClose();
      },
      failureText: () => 'The price could not be added. Please try again.',
    },
  );
  // The categories may arrive after the form opens: the first one is then the one chosen.
  const firstCategory = list[0]?.id;
  useEffect(() => {
    if (firstCategory) setValues((v) => (v.categoryId ? v : { ...v, categoryId: firstCategory }));
  }, [firstCategory, setValues]);
  return (
    <FormModal
      title={`Add a price: ${standard.name}`}
      label={`Add a price for ${standard.name}`}
      onClose={onClose}
      onSubmit={submit}
      error={error ?? (categories.isSuccess && list.length === 0 ? NO_CATEGORY_TEXT : null)}
      submitLabel="Add price"
      busy={creating.isLoading || mapping.isLoading}
    >
      <SelectField label="Category" required {...field('categoryId')}>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Name on your Services tab" required {...field('name')} />
      <div className="form-row">
        <TextField
          label="Price including VAT"
          type="number"
          min={0}
          step={0.01}
          required
          {...field('price')}
          data-autofocus
        />
        <TextField label="Duration (minutes)" type="number" min={1} {...field('duration')} />
        <SelectField
          label="Pet"
          value={band}
          onChange={(e) => setBand(e.target.value as PriceBand)}
        >
          {PRICE_BANDS.map((b) => (
            <option key={b} value={b}>
              {priceBandLabel(b)}
            </option>
          ))}
        </SelectField>
      </div>
    </FormModal>
  );
}
