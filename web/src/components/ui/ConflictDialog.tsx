import { useId } from 'react';
import type { ConflictRow } from '../../lib/versioned-write';
import { useT } from '../../i18n';
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
  const t = useT();
  const messageId = useId();
  return (
    <Modal
      title={t('common.ui.conflict.title', { subject })}
      onClose={onTakeTheirs}
      role="alertdialog"
      describedBy={messageId}
    >
      <p id={messageId}>{t('common.ui.conflict.text')}</p>
      {rows.length > 0 ? (
        <table className="conflict-table">
          <thead>
            <tr>
              <th scope="col">{t('common.ui.conflict.field')}</th>
              <th scope="col">{t('common.ui.conflict.saved')}</th>
              <th scope="col">{t('common.ui.conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td data-label={t('common.ui.conflict.saved')}>{row.theirs}</td>
                <td data-label={t('common.ui.conflict.yours')}>{row.yours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('common.ui.conflict.same')}</p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onTakeTheirs} data-autofocus>
          {t('common.ui.conflict.useSaved')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onKeepMine} disabled={busy}>
          {busy ? t('common.ui.saving') : t('common.ui.conflict.keepMine')}
        </button>
      </div>
    </Modal>
  );
}
