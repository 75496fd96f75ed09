import { useMemo, useState } from 'react';
import { bookingWindowIn, type OwnerAppointment } from '@petvet/shared';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { useAvailableSlotsQuery } from '../../../lib/api/free-times';
import { useRescheduleAppointmentMutation } from '../api';
import { slotKey } from '../booking-params';
import { useFreeDays } from '../free-days';
import { DateStrip } from './DateStrip';
import { TimeChoices } from './TimeChoices';
import '../booking.css';

/** A new day and time for the same service; the old time stays the owner's until the move succeeds. */
export function RescheduleDialog({
  appointment,
  timeZone,
  now,
  onClose,
}: {
  appointment: OwnerAppointment;
  timeZone?: string;
  now?: Date;
  onClose: () => void;
}) {
  const t = useT();
  const bookingWindow = useMemo(
    () =>
      bookingWindowIn(
        timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
        now ?? new Date(),
      ),
    [timeZone, now],
  );
  const service = appointment.serviceType;
  const clinicId = appointment.vetId;
  const [picked, setPicked] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const free = useFreeDays({ clinicId, service, ...bookingWindow });
  const date =
    picked ||
    (free.known
      ? (free.firstFree ?? bookingWindow.first)
      : free.loading
        ? ''
        : bookingWindow.first);
  const slotsQuery = useAvailableSlotsQuery({ clinicId, date, service }, { skip: !date });
  const slots = slotsQuery.isError ? [] : (slotsQuery.data ?? []);
  const slot = slots.find((s) => slotKey(s) === chosen);
  const [reschedule, { isLoading }] = useRescheduleAppointmentMutation();

  const move = async () => {
    if (!slot) return;
    setFailure(null);
    try {
      await reschedule({
        id: appointment.id,
        vetId: clinicId,
        body: { timeSlotId: slot.id, appointmentTime: slot.startTime },
      }).unwrap();
      onClose();
    } catch (error) {
      setFailure(serverErrorText(error, t('booking.reschedule.failed')));
    }
  };

  return (
    <Modal title={t('booking.reschedule.title')} size="lg" onClose={onClose}>
      <div className="stack reschedule">
        <p>
          {t('booking.reschedule.text', {
            service,
            pet: appointment.petName,
            clinic: appointment.businessName,
          })}
        </p>
        {failure && <ErrorBlock>{failure}</ErrorBlock>}
        <DateStrip
          name="new-day"
          days={free.days}
          selected={date}
          onChoose={(value) => {
            setPicked(value);
            setChosen(null);
          }}
        />
        <TimeChoices
          name="new-time"
          date={date}
          slots={slots}
          loading={slotsQuery.isFetching}
          chosen={slot ? chosen : null}
          onChoose={(s) => setChosen(slotKey(s))}
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('booking.reschedule.keep')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!slot || isLoading}
            onClick={move}
          >
            {isLoading
              ? t('booking.reschedule.moving')
              : slot
                ? t('booking.reschedule.moveTo', { time: slot.startTime })
                : t('booking.reschedule.move')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
