import { paths } from '@petvet/shared';
import { useNavigate } from 'react-router';
import type { PublicTimeSlot } from '@petvet/shared';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { PENDING_EXPLAINED_TEXT, STATUS_PENDING_TEXT } from '../settings';
import { AddToCalendarButton } from './AddToCalendarButton';

export const BOOKED_TEXT = 'Appointment booked successfully!';

export interface BookedVisit {
  id?: string;
  slot: PublicTimeSlot;
  petName: string;
  status?: string;
  /** Whom the visit is with, at a clinic of several clinicians. */
  clinicianName?: string;
}

/** The confirmation: which clinic, when, for whom, and what happens next. */
export function BookedDialog({
  booked,
  clinicName,
  onClose,
}: {
  booked: BookedVisit;
  clinicName?: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const pending = (booked.status ?? 'pending') === 'pending';
  return (
    <Modal title={BOOKED_TEXT} role="alertdialog" size="sm" onClose={onClose}>
      <dl className="summary" data-testid="booked-summary">
        <dt>Clinic</dt>
        <dd>{clinicName ?? '—'}</dd>
        <dt>Date</dt>
        <dd>{formatDate(booked.slot.date)}</dd>
        <dt>Time</dt>
        <dd>
          {booked.slot.startTime} – {booked.slot.endTime}
        </dd>
        <dt>Service</dt>
        <dd>{booked.slot.service}</dd>
        {booked.clinicianName && (
          <>
            <dt>With</dt>
            <dd>{booked.clinicianName}</dd>
          </>
        )}
        {booked.petName && (
          <>
            <dt>Pet</dt>
            <dd>{booked.petName}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{pending ? STATUS_PENDING_TEXT : 'Confirmed by the clinic'}</dd>
      </dl>
      {pending && <p className="small muted booked-note">{PENDING_EXPLAINED_TEXT}</p>}
      <div className="form-actions">
        {booked.id && <AddToCalendarButton appointmentId={booked.id} />}
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => navigate(paths.dashboard('tab=appointments'))}
        >
          View Appointments
        </button>
        <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
          Done
        </button>
      </div>
    </Modal>
  );
}
