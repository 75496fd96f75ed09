import { useState } from 'react';
import type { OwnerAppointment } from '@petvet/shared';
import { TextAreaField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useCancelAppointmentMutation } from '../api';

export const CANCEL_FAILED_TEXT = 'Could not cancel the appointment. Please try again.';

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
      setFailure(serverErrorText(error, CANCEL_FAILED_TEXT));
    }
  };

  return (
    <Modal title="Cancel appointment" role="alertdialog" size="sm" onClose={onClose}>
      <div className="stack">
        <p>
          {appointment.serviceType} for {appointment.petName} at {appointment.businessName} on{' '}
          {formatDate(appointment.appointmentDate)} at {appointment.appointmentTime.slice(0, 5)}.
          The time is given back to the clinic at once.
        </p>
        {failure && <ErrorBlock>{failure}</ErrorBlock>}
        <TextAreaField
          label="Reason (optional)"
          name="reason"
          value={reason}
          maxLength={500}
          placeholder="Tell the clinic why, if you like"
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose} data-autofocus>
            Keep appointment
          </button>
          <button type="button" className="btn btn--danger" onClick={confirm} disabled={isLoading}>
            {isLoading ? 'Cancelling…' : 'Cancel appointment'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
