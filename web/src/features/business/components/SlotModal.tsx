import { useState, type FormEvent } from 'react';
import {
  createTimeSlotSchema,
  DEFAULT_SERVICE_DURATION,
  TIME_SLOT_DURATION_CHOICES,
  type Service,
} from '@petvet/shared';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { localIsoDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { useCreateTimeSlotMutation } from '../api';
import { BUSINESS_TEXTS } from '../error-texts';

export function SlotModal({ services, onClose }: { services: Service[]; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({
    date: localIsoDate(),
    startTime: '09:00',
    endTime: '09:30',
    service: services[0]?.name ?? '',
    duration: String(DEFAULT_SERVICE_DURATION),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateTimeSlotMutation();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = services.find((s) => s.name === form.service);
    const parsed = createTimeSlotSchema.safeParse({
      ...form,
      duration: Number(form.duration),
      serviceId: chosen?.id,
      isBooked: false,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, form));
      return;
    }
    setErrors({});
    try {
      await create({ ...parsed.data, isBooked: false }).unwrap();
      dispatch(toastShown('success', BUSINESS_TEXTS.slotCreated));
      onClose();
    } catch (failure) {
      setError(serverErrorText(failure, BUSINESS_TEXTS.slotFailed));
    }
  };

  return (
    <Modal title="Add Time Slot" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Add time slot">
        {error && <ErrorBlock>{error}</ErrorBlock>}
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          min={localIsoDate()}
          value={form.date}
          error={errors.date}
          onChange={set('date')}
        />
        <div className="form-row">
          <TextField
            label="Start time"
            name="startTime"
            type="time"
            required
            value={form.startTime}
            error={errors.startTime}
            onChange={set('startTime')}
          />
          <TextField
            label="End time"
            name="endTime"
            type="time"
            required
            value={form.endTime}
            error={errors.endTime}
            onChange={set('endTime')}
          />
        </div>
        <div className="form-row">
          <SelectField
            label="Service"
            name="service"
            required
            value={form.service}
            error={errors.service}
            onChange={set('service')}
          >
            <option value="">Select a service</option>
            {services.map((s) => (
              <option key={s.id} value={s.name}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Duration"
            name="duration"
            value={form.duration}
            error={errors.duration}
            onChange={set('duration')}
          >
            {TIME_SLOT_DURATION_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d} minutes
              </option>
            ))}
          </SelectField>
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Add Time Slot'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
