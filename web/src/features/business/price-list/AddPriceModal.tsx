import { useEffect, useState } from 'react';
import {
  DEFAULT_SERVICE_DURATION,
  PRICE_BANDS,
  priceBandLabel,
  serviceInputSchema,
  type StandardService,
  type PriceBand,
} from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { firstIssueText, useSchemaForm } from '../../../lib/use-schema-form';
import { useCategoriesQuery, useCreateServiceMutation } from '../api';
import { serviceName } from '../../../lib/standard-words';
import { useSaveMappingMutation } from './api';

export const noCategoryText = () => translate('business.prices.add.noCategory');

/** Adds a service for a standard one the list is missing, already mapped to it. */
export function AddPriceModal({
  standard,
  onClose,
}: {
  standard: StandardService;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const categories = useCategoriesQuery();
  const [create, creating] = useCreateServiceMutation();
  const [map, mapping] = useSaveMappingMutation();
  const [band, setBand] = useState<PriceBand>('any');
  const list = categories.data ?? [];
  const { error, field, submit, setValues } = useSchemaForm(
    {
      categoryId: list[0]?.id ?? '',
      name: serviceName(standard.id),
      description: '',
      price: '',
      duration: String(DEFAULT_SERVICE_DURATION),
      displayOrder: '0',
    },
    {
      schema: serviceInputSchema,
      readInvalid: (invalid) => ({
        message: firstIssueText(invalid, t('business.prices.add.checkFields')),
      }),
      send: async (body) => {
        const created = await create(body).unwrap();
        await map({
          id: created.id,
          body: { standardService: standard.id, band, inclusions: [] },
          version: created.version,
        }).unwrap();
        dispatch(
          toastShown('success', t('business.prices.add.done', { name: serviceName(standard.id) })),
        );
        onClose();
      },
      failureText: () => t('business.prices.add.failed'),
    },
  );
  // The categories may arrive after the form opens: the first one is then the one chosen.
  const firstCategory = list[0]?.id;
  useEffect(() => {
    if (firstCategory) setValues((v) => (v.categoryId ? v : { ...v, categoryId: firstCategory }));
  }, [firstCategory, setValues]);
  return (
    <FormModal
      title={t('business.prices.add.title', { name: serviceName(standard.id) })}
      label={t('business.prices.addPriceFor', { name: serviceName(standard.id) })}
      onClose={onClose}
      onSubmit={submit}
      error={error ?? (categories.isSuccess && list.length === 0 ? noCategoryText() : null)}
      submitLabel={t('business.prices.add.submit')}
      busy={creating.isLoading || mapping.isLoading}
    >
      <SelectField label={t('business.prices.add.category')} required {...field('categoryId')}>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('business.prices.add.name')} required {...field('name')} />
      <div className="form-row">
        <TextField
          label={t('business.prices.add.price')}
          type="number"
          min={0}
          step={0.01}
          required
          {...field('price')}
          data-autofocus
        />
        <TextField
          label={t('business.prices.add.duration')}
          type="number"
          min={1}
          {...field('duration')}
        />
        <SelectField
          label={t('business.prices.pet')}
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
