import { useState } from 'react';
import type { OwnerAppointment } from '@petvet/shared';
import { TextAreaField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useCancelAppointmentMutation } from '../api';

/** Asks before cancelling, with an optional reason the clinic sees; the server's refusal shows here. */
export function CancelDialog({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: OwnerAppointment;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelAppointmentMutation();

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel({
        id: appointment.id,
        vetId: appointment.vetId,
        body: { reason: reason.trim() || undefined },
      }).unwrap();
      onCancelled?.();
      onClose();
    } catch (error) {
      setFailure(serverErrorText(error, t('booking.cancel.failed')));
    }
  };

  return (
    <Modal title={t('booking.cancel.title')} role="alertdialog" size="sm" onClose={onClose}>
      <div className="stack">
        <p>
          {t('booking.cancel.text', {
            service: appointment.serviceType,
            pet: appointment.petName,
            clinic: appointment.businessName,
            date: formatDate(appointment.appointmentDate),
            time: appointment.appointmentTime.slice(0, 5),
          })}
        </p>
        {failure && <ErrorBlock>{failure}</ErrorBlock>}
        <TextAreaField
          label={t('booking.cancel.reason')}
          name="reason"
          value={reason}
          maxLength={500}
          placeholder={t('booking.cancel.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose} data-autofocus>
            {t('booking.cancel.keep')}
          </button>
          <button type="button" className="btn btn--danger" onClick={confirm} disabled={isLoading}>
            {isLoading ? t('booking.cancel.cancelling') : t('booking.cancel.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
