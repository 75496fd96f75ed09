import { useState, type FormEvent } from 'react';
import {
  DEFAULT_SERVICE_DURATION,
  SERVICE_DURATION_CHOICES,
  serviceInputSchema,
  type Category,
  type Service,
} from '@petvet/shared';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui-slice';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { useCreateServiceMutation, useUpdateServiceMutation } from '../api';
import { BUSINESS_TEXTS, createServiceErrorText } from '../error-texts';

interface ServiceModalProps {
  service: Service | null;
  categoryId?: string;
  categories: Category[];
  onClose: () => void;
}

/** Create checks, in the spec's order: category, name, price > 0, duration > 0. */
export function ServiceModal({ service, categoryId, categories, onClose }: ServiceModalProps) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({
    categoryId: service?.category_id ?? categoryId ?? '',
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service ? String(service.price) : '',
    duration: String(service?.duration ?? DEFAULT_SERVICE_DURATION),
    displayOrder: String(service?.display_order ?? 0),
  });
  const [error, setError] = useState<string | null>(null);
  const [create, createState] = useCreateServiceMutation();
  const [update, updateState] = useUpdateServiceMutation();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = serviceInputSchema.safeParse(form);
    if (!parsed.success) {
      setError(
        parsed.error.issues[0]?.message ?? 'Please check all required fields are filled correctly.',
      );
      return;
    }
    try {
      if (service) await update({ id: service.id, body: parsed.data }).unwrap();
      else await create(parsed.data).unwrap();
      dispatch(
        toastShown(
          'success',
          service ? BUSINESS_TEXTS.serviceUpdated : BUSINESS_TEXTS.serviceCreated,
        ),
      );
      onClose();
    } catch (failure) {
      setError(service ? BUSINESS_TEXTS.serviceUpdateFailed : createServiceErrorText(failure));
    }
  };

  const durations: readonly number[] = SERVICE_DURATION_CHOICES.some(
    (d) => String(d) === form.duration,
  )
    ? SERVICE_DURATION_CHOICES
    : [...SERVICE_DURATION_CHOICES, Number(form.duration)];
  return (
    <Modal title={service ? 'Edit Service' : 'Add Service'} onClose={onClose}>
      <form
        className="form"
        onSubmit={submit}
        noValidate
        aria-label={service ? 'Edit service' : 'Add service'}
      >
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <SelectField
          label="Category"
          name="categoryId"
          required
          value={form.categoryId}
          onChange={set('categoryId')}
        >
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.icon} {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Service name"
          name="name"
          required
          value={form.name}
          onChange={set('name')}
          data-autofocus
        />
        <TextAreaField
          label="Description"
          name="description"
          value={form.description}
          onChange={set('description')}
        />
        <div className="form-row">
          <TextField
            label="Price (£)"
            name="price"
            type="number"
            min={0}
            step={0.01}
            required
            value={form.price}
            onChange={set('price')}
          />
          <SelectField
            label="Duration"
            name="duration"
            value={form.duration}
            onChange={set('duration')}
          >
            {durations.map((d) => (
              <option key={d} value={d}>
                {d} minutes
              </option>
            ))}
          </SelectField>
          <TextField
            label="Display order"
            name="displayOrder"
            type="number"
            min={0}
            value={form.displayOrder}
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
            {service ? 'Save Service' : 'Create Service'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
