import {
  createTimeSlotSchema,
  DEFAULT_SERVICE_DURATION,
  TIME_SLOT_DURATION_CHOICES,
  type Service,
} from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { localIsoDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateTimeSlotMutation } from '../api';
import { BUSINESS_TEXTS } from '../error-texts';

interface SlotModalProps {
  services: Service[];
  onClose: () => void;
  /** Where the clinic clicked on the calendar: the form starts there. */
  at?: { date: string; startTime: string; endTime: string };
}

export function SlotModal({ services, onClose, at }: SlotModalProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreateTimeSlotMutation();
  const { error, field, submit } = useSchemaForm(
    {
      date: at?.date ?? localIsoDate(),
      startTime: at?.startTime ?? '09:00',
      endTime: at?.endTime ?? '09:30',
      service: services[0]?.name ?? '',
      duration: String(DEFAULT_SERVICE_DURATION),
    },
    {
      schema: createTimeSlotSchema,
      input: (values) => ({
        ...values,
        duration: Number(values.duration),
        serviceId: services.find((s) => s.name === values.service)?.id,
        isBooked: false,
      }),
      send: async (slot) => {
        await create({ ...slot, isBooked: false }).unwrap();
        dispatch(toastShown('success', BUSINESS_TEXTS.slotCreated));
        onClose();
      },
      failureText: (failure) => serverErrorText(failure, BUSINESS_TEXTS.slotFailed),
    },
  );

  return (
    <FormModal
      title={t('business.slots.add')}
      label={t('business.slots.addLabel')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t('business.slots.add')}
      busy={isLoading}
      busyLabel={t('business.common.saving')}
    >
      <TextField
        label={t('business.slot.date')}
        type="date"
        required
        min={localIsoDate()}
        {...field('date')}
      />
      <div className="form-row">
        <TextField label={t('business.slot.start')} type="time" required {...field('startTime')} />
        <TextField label={t('business.slot.end')} type="time" required {...field('endTime')} />
      </div>
      <div className="form-row">
        <SelectField label={t('business.slot.service')} required {...field('service')}>
          <option value="">{t('business.slot.selectService')}</option>
          {services.map((s) => (
            <option key={s.id} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('business.service.duration')} {...field('duration')}>
          {TIME_SLOT_DURATION_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t('business.service.minutes', { count: d })}
            </option>
          ))}
        </SelectField>
      </div>
    </FormModal>
  );
}
