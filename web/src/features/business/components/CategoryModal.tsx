import {
  categoryInputSchema,
  DEFAULT_CATEGORY_ICON,
  STALE_VERSION_TEXT,
  type Category,
} from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { fieldErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api';
import { BUSINESS_TEXTS, createCategoryErrorText } from '../error-texts';
import { CATEGORY_ICON_CHOICES } from '../settings';

/** Create or edit (when a category is given). */
export function CategoryModal({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [create, createState] = useCreateCategoryMutation();
  const [update, updateState] = useUpdateCategoryMutation();
  const { values, error, field, submit } = useSchemaForm(
    {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? DEFAULT_CATEGORY_ICON,
      displayOrder: String(category?.display_order ?? 0),
    },
    {
      schema: categoryInputSchema,
      // Edit forms apply no extra checks beyond the server's.
      readInvalid: (invalid) => ({ fields: fieldErrors(invalid) }),
      send: async (body) => {
        if (category) await update({ id: category.id, body, version: category.version }).unwrap();
        else await create(body).unwrap();
        dispatch(
          toastShown(
            'success',
            category ? BUSINESS_TEXTS.categoryUpdated : BUSINESS_TEXTS.categoryCreated,
          ),
        );
        onClose();
      },
      failureText: (failure) =>
        // Changed by someone else since it was opened: say so rather than "failed".
        isStaleVersion(failure)
          ? STALE_VERSION_TEXT
          : category
            ? BUSINESS_TEXTS.categoryUpdateFailed
            : createCategoryErrorText(failure),
    },
  );

  const choices = CATEGORY_ICON_CHOICES.map((c) => ({ label: t(c.labelKey), icon: c.icon }));
  const icons = choices.some((c) => c.icon === values.icon)
    ? choices
    : [...choices, { label: t('business.category.icon.current'), icon: values.icon }];
  return (
    <FormModal
      title={category ? t('business.category.editTitle') : t('business.category.addTitle')}
      label={category ? t('business.category.editLabel') : t('business.category.addLabel')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={category ? t('business.category.save') : t('business.category.create')}
      busy={createState.isLoading || updateState.isLoading}
    >
      <TextField label={t('business.category.name')} required {...field('name')} data-autofocus />
      <TextAreaField label={t('business.category.description')} {...field('description')} />
      <div className="form-row">
        <SelectField label={t('business.category.icon')} {...field('icon')}>
          {icons.map((choice) => (
            <option key={choice.icon} value={choice.icon}>
              {choice.label}
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
    </FormModal>
  );
}
