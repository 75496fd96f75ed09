import { useId } from 'react';
import type { ClosurePreview } from '@petvet/shared';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';

interface BookedDaysDialogProps {
  appointments: ClosurePreview['appointments'];
  busy: boolean;
  /** true: cancel them and email each owner; false: keep them booked. */
  onDecide: (cancelAppointments: boolean) => void;
  onBack: () => void;
}

/**
 * Closing days that have bookings: the visits listed, and the clinic chooses what becomes of
 * them. Nothing is chosen for it: keeping them silently left owners coming to a closed door.
 */
export function BookedDaysDialog({ appointments, busy, onDecide, onBack }: BookedDaysDialogProps) {
  const textId = useId();
  const count = appointments.length;
  return (
    <Modal
      title="Appointments on these days"
      onClose={onBack}
      role="alertdialog"
      describedBy={textId}
    >
      <p id={textId}>
        {count === 1 ? '1 appointment is' : `${count} appointments are`} booked on the days you are
        closing. Cancel {count === 1 ? 'it' : 'them'} and email each owner, or keep{' '}
        {count === 1 ? 'it' : 'them'} booked?
      </p>
      <ul className="cal-preview__list" aria-label="Booked appointments">
        {appointments.map((a) => (
          <li key={a.id}>
            {formatDate(a.date)} {a.time} · {a.petName} ({a.ownerName}) · {a.service}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack} data-autofocus>
          Go back
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onDecide(false)}
          disabled={busy}
        >
          Keep them booked
        </button>
        <button
          type="button"
          className="btn btn--danger"
          onClick={() => onDecide(true)}
          disabled={busy}
        >
          {busy ? 'Closing…' : 'Cancel and email each owner'}
        </button>
      </div>
    </Modal>
  );
}
