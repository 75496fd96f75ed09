import { useState, type FormEvent } from 'react';
import {
  CATEGORY_ICON_CHOICES,
  categoryInputSchema,
  DEFAULT_CATEGORY_ICON,
  type Category,
} from '@petvet/shared';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui-slice';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { fieldErrors } from '../../../lib/form-errors';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api';
import { BUSINESS_TEXTS, createCategoryErrorText } from '../error-texts';

/** Create or edit (when a category is given). */
export function CategoryModal({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({
    name: category?.name ?? '',
    description: category?.description ?? '',
    icon: category?.icon ?? DEFAULT_CATEGORY_ICON,
    displayOrder: String(category?.display_order ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [create, createState] = useCreateCategoryMutation();
  const [update, updateState] = useUpdateCategoryMutation();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = categoryInputSchema.safeParse(form);
    if (!parsed.success) {
      // Edit forms apply no extra checks beyond the server's.
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      if (category) await update({ id: category.id, body: parsed.data }).unwrap();
      else await create(parsed.data).unwrap();
      dispatch(
        toastShown(
          'success',
          category ? BUSINESS_TEXTS.categoryUpdated : BUSINESS_TEXTS.categoryCreated,
        ),
      );
      onClose();
    } catch (failure) {
      setError(category ? BUSINESS_TEXTS.categoryUpdateFailed : createCategoryErrorText(failure));
    }
  };

  const icons: readonly { label: string; icon: string }[] = CATEGORY_ICON_CHOICES.some(
    (c) => c.icon === form.icon,
  )
    ? CATEGORY_ICON_CHOICES
    : [...CATEGORY_ICON_CHOICES, { label: 'Current', icon: form.icon }];
  return (
    <Modal title={category ? 'Edit Category' : 'Add Category'} onClose={onClose}>
      <form
        className="form"
        onSubmit={submit}
        noValidate
        aria-label={category ? 'Edit category' : 'Add category'}
      >
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <TextField
          label="Category name"
          name="name"
          required
          value={form.name}
          error={errors.name}
          onChange={set('name')}
          data-autofocus
        />
        <TextAreaField
          label="Description"
          name="description"
          value={form.description}
          error={errors.description}
          onChange={set('description')}
        />
        <div className="form-row">
          <SelectField label="Icon" name="icon" value={form.icon} onChange={set('icon')}>
            {icons.map((choice) => (
              <option key={choice.icon} value={choice.icon}>
                {choice.icon} {choice.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Display order"
            name="displayOrder"
            type="number"
            min={0}
            value={form.displayOrder}
            error={errors.displayOrder}
            onChange={set('displayOrder')}
          />
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={createState.isLoading || updateState.isLoading}
          >
            {category ? 'Save Category' : 'Create Category'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
