import {
  DEFAULT_SERVICE_DURATION,
  STALE_VERSION_TEXT,
  serviceInputSchema,
  type Category,
  type Service,
} from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { clinicCurrencySymbol } from '../../../lib/money';
import { firstIssueText, useSchemaForm } from '../../../lib/use-schema-form';
import { isStaleVersion } from '../../../lib/versioned-write';
import {
  useBusinessProfileQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
} from '../api';
import { BUSINESS_TEXTS, createServiceErrorText } from '../error-texts';
import { SERVICE_DURATION_CHOICES } from '../settings';
import {
  ServiceRulesFields,
  serviceRulesInput,
  serviceRulesOf,
} from '../drop-off/ServiceRulesFields';

interface ServiceModalProps {
  service: Service | null;
  categoryId?: string;
  categories: Category[];
  onClose: () => void;
}

/** Create checks, in this order: category, name, price > 0, duration > 0. */
export function ServiceModal({ service, categoryId, categories, onClose }: ServiceModalProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [create, createState] = useCreateServiceMutation();
  const [update, updateState] = useUpdateServiceMutation();
  const symbol = clinicCurrencySymbol(useBusinessProfileQuery().data?.currency);
  const { values, setValues, errors, error, field, submit } = useSchemaForm(
    {
      categoryId: service?.category_id ?? categoryId ?? '',
      name: service?.name ?? '',
      description: service?.description ?? '',
      price: service ? String(service.price) : '',
      duration: String(service?.duration ?? DEFAULT_SERVICE_DURATION),
      displayOrder: String(service?.display_order ?? 0),
      ...serviceRulesOf(service),
    },
    {
      schema: serviceInputSchema,
      input: (form) => ({ ...form, ...serviceRulesInput(form) }),
      // One message at a time, next to its field: the first failing check in the order above.
      readInvalid: (invalid) => {
        const field = String(invalid.issues[0]?.path[0] ?? '');
        const text = firstIssueText(invalid, t('business.error.serviceCheckFields'));
        return field ? { fields: { [field]: text } } : { message: text };
      },
      send: async (body) => {
        if (service) await update({ id: service.id, body, version: service.version }).unwrap();
        else await create(body).unwrap();
        dispatch(
          toastShown(
            'success',
            service ? BUSINESS_TEXTS.serviceUpdated : BUSINESS_TEXTS.serviceCreated,
          ),
        );
        onClose();
      },
      failureText: (failure) =>
        // Changed by someone else since it was opened: say so rather than "failed".
        isStaleVersion(failure)
          ? STALE_VERSION_TEXT
          : service
            ? BUSINESS_TEXTS.serviceUpdateFailed
            : createServiceErrorText(failure),
    },
  );
  const durations: readonly number[] = SERVICE_DURATION_CHOICES.some(
    (d) => String(d) === values.duration,
  )
    ? SERVICE_DURATION_CHOICES
    : [...SERVICE_DURATION_CHOICES, Number(values.duration)];
  return (
    <FormModal
      title={service ? t('business.service.editTitle') : t('business.service.addTitle')}
      label={service ? t('business.service.editLabel') : t('business.service.addLabel')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={service ? t('business.service.save') : t('business.service.create')}
      busy={createState.isLoading || updateState.isLoading}
    >
      <SelectField label={t('business.service.category')} required {...field('categoryId')}>
        <option value="">{t('business.service.selectCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('business.service.name')} required {...field('name')} data-autofocus />
      <TextAreaField label={t('business.category.description')} {...field('description')} />
      <div className="form-row">
        <TextField
          label={t('business.service.price', { symbol })}
          type="number"
          min={0}
          step={0.01}
          required
          {...field('price')}
        />
        <SelectField label={t('business.service.duration')} {...field('duration')}>
          {durations.map((d) => (
            <option key={d} value={d}>
              {t('business.service.minutes', { count: d })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('business.category.displayOrder')}
          type="number"
          min={0}
          {...field('displayOrder')}
        />
      </div>
      <ServiceRulesFields
        rules={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        errors={errors}
      />
    </FormModal>
  );
}
