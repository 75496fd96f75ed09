import { useState, type FormEvent } from 'react';
import type { BusinessAppointment } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextAreaField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { BUSINESS_TEXTS } from '../error-texts';
import { APPOINTMENT_TEXTS } from './actions';
import { useT } from '../../../i18n';
import { useChangeAppointmentStatusMutation } from '../../../lib/api/clinic-appointments';

/** Cancelling asks why (the owner reads it in the email) and confirms before anything changes. */
export function CancelAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: BusinessAppointment;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeAppointmentStatusMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await change({
        id: appointment.id,
        status: 'cancelled',
        reason: reason.trim() || undefined,
        version: appointment.version,
      }).unwrap();
      dispatch(toastShown('success', APPOINTMENT_TEXTS.cancelled));
      onClose();
    } catch (error) {
      setFailure(serverErrorText(error, BUSINESS_TEXTS.statusFailed));
    }
  };

  return (
    <Modal title={t('clinic.cancel.title')} size="sm" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label={t('clinic.cancel.title')}>
        <p>
          {t('clinic.cancel.question', {
            petName: appointment.petName,
            service: appointment.service,
            date: formatDate(appointment.date),
            time: appointment.time.slice(0, 5),
            owner: appointment.ownerName,
          })}
        </p>
        {failure && <ErrorBlock>{failure}</ErrorBlock>}
        <TextAreaField
          label={t('clinic.cancel.reason')}
          name="reason"
          hint={t('clinic.cancel.reasonHint')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-autofocus
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('clinic.cancel.keep')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={isLoading}>
            {isLoading ? t('clinic.cancel.cancelling') : t('clinic.cancel.title')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
