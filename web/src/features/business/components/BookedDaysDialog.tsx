import { useId } from 'react';
import type { ClosurePreview } from '@petvet/shared';
import { Modal } from '../../../components/ui/Modal';
import { useT } from '../../../i18n';
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
  const t = useT();
  const textId = useId();
  const count = appointments.length;
  return (
    <Modal
      title={t('business.booked.title')}
      onClose={onBack}
      role="alertdialog"
      describedBy={textId}
    >
      <p id={textId}>{t('business.booked.text', { count })}</p>
      <ul className="cal-preview__list" aria-label={t('business.booked.list')}>
        {appointments.map((a) => (
          <li key={a.id}>
            {formatDate(a.date)} {a.time} · {a.petName} ({a.ownerName}) · {a.service}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack} data-autofocus>
          {t('business.booked.back')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onDecide(false)}
          disabled={busy}
        >
          {t('business.booked.keep')}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          onClick={() => onDecide(true)}
          disabled={busy}
        >
          {busy ? t('business.closures.closing') : t('business.booked.cancel')}
        </button>
      </div>
    </Modal>
  );
}
