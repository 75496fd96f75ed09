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
import { useChangeAppointmentStatusMutation } from '../../../lib/api/clinic-appointments';

/** Cancelling asks why (the owner reads it in the email) and confirms before anything changes. */
export function CancelAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: BusinessAppointment;
  onClose: () => void;
}) {
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
    <Modal title="Cancel appointment" size="sm" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Cancel appointment">
        <p>
          Cancel {appointment.petName}&apos;s {appointment.service} on{' '}
          {formatDate(appointment.date)} at {appointment.time.slice(0, 5)} with{' '}
          {appointment.ownerName}? The owner is emailed with your reason and the time is offered to
          the waitlist.
        </p>
        {failure && <ErrorBlock>{failure}</ErrorBlock>}
        <TextAreaField
          label="Reason for the owner"
          name="reason"
          hint="For example: the vet is unwell today."
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-autofocus
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Keep appointment
          </button>
          <button type="submit" className="btn btn--danger" disabled={isLoading}>
            {isLoading ? 'Cancelling…' : 'Cancel appointment'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
