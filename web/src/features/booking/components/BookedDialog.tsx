import { paths } from '@petvet/shared';
import { useNavigate } from '../../../lib/router';
import type { PublicTimeSlot } from '@petvet/shared';
import { Modal } from '../../../components/ui/Modal';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { pendingExplainedText, statusPendingText } from '../settings';
import { AddToCalendarButton } from './AddToCalendarButton';

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
  const t = useT();
  const navigate = useNavigate();
  const pending = (booked.status ?? 'pending') === 'pending';
  return (
    <Modal title={t('booking.booked.title')} role="alertdialog" size="sm" onClose={onClose}>
      <dl className="summary" data-testid="booked-summary">
        <dt>{t('booking.confirm.clinic')}</dt>
        <dd>{clinicName ?? '—'}</dd>
        <dt>{t('booking.confirm.date')}</dt>
        <dd>{formatDate(booked.slot.date)}</dd>
        <dt>{t('booking.confirm.time')}</dt>
        <dd>
          {booked.slot.startTime} – {booked.slot.endTime}
        </dd>
        <dt>{t('booking.confirm.service')}</dt>
        <dd>{booked.slot.service}</dd>
        {booked.clinicianName && (
          <>
            <dt>{t('booking.confirm.with')}</dt>
            <dd>{booked.clinicianName}</dd>
          </>
        )}
        {booked.petName && (
          <>
            <dt>{t('booking.booked.pet')}</dt>
            <dd>{booked.petName}</dd>
          </>
        )}
        <dt>{t('booking.booked.status')}</dt>
        <dd>{pending ? statusPendingText() : t('booking.booked.confirmed')}</dd>
      </dl>
      {pending && <p className="small muted booked-note">{pendingExplainedText()}</p>}
      <div className="form-actions">
        {booked.id && <AddToCalendarButton appointmentId={booked.id} />}
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => navigate(paths.dashboard('tab=appointments'))}
        >
          {t('booking.booked.viewAppointments')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
          {t('booking.booked.done')}
        </button>
      </div>
    </Modal>
  );
}
