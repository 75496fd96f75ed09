import { useId } from 'react';
import { STALE_VERSION_TEXT } from '@petvet/shared';
import type { ConflictRow } from '../../lib/versioned-write';
import { Modal } from './Modal';
import './conflict-dialog.css';

interface ConflictDialogProps {
  /** What was being edited ("Rex", "Clinic profile"). */
  subject: string;
  rows: ConflictRow[];
  busy?: boolean;
  /** Save the user's version over the one saved meanwhile. */
  onKeepMine: () => void;
  /** Drop the user's edit and take the saved version. */
  onTakeTheirs: () => void;
}

/**
 * Shown when a save found the record changed since it was opened (412): each field that differs,
 * the saved value beside the user's, and the choice of which version stays. Nothing is lost
 * until the user chooses.
 */
export function ConflictDialog({
  subject,
  rows,
  busy,
  onKeepMine,
  onTakeTheirs,
}: ConflictDialogProps) {
  const messageId = useId();
  return (
    <Modal
      title={`${subject} was changed elsewhere`}
      onClose={onTakeTheirs}
      role="alertdialog"
      describedBy={messageId}
    >
      <p id={messageId}>{STALE_VERSION_TEXT}</p>
      {rows.length > 0 ? (
        <table className="conflict-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Saved now</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td data-label="Saved now">{row.theirs}</td>
                <td data-label="Yours">{row.yours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The saved version has the same values as yours.</p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onTakeTheirs} data-autofocus>
          Use saved version
        </button>
        <button type="button" className="btn btn--primary" onClick={onKeepMine} disabled={busy}>
          {busy ? 'Saving…' : 'Keep mine'}
        </button>
      </div>
    </Modal>
  );
}
