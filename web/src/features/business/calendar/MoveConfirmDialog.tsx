import { Modal } from '../../../components/ui/Modal';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Tue 1 Dec at 10:30": the clinic's own date and time, whatever the browser's zone. */
export function moveTarget(date: string, time: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY.format(at)} ${DAY_MONTH.format(at)} at ${time}`;
}

/**
 * A drag is easy to make by mistake and emails the owner: the move is asked first, and Cancel (or
 * Escape) puts the visit back where it was.
 */
export function MoveConfirmDialog({
  petName,
  date,
  time,
  busy,
  onConfirm,
  onCancel,
  withName,
}: {
  petName: string;
  date: string;
  time: string;
  /** The clinician the visit moves to, when the move names one. */
  withName?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title="Move this visit?" role="alertdialog" size="sm" onClose={onCancel}>
      <p>
        Move {petName}&apos;s visit to {moveTarget(date, time)}
        {withName ? ` with ${withName}` : ''}? The owner will be emailed.
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Moving…' : 'Move and email the owner'}
        </button>
      </div>
    </Modal>
  );
}
