import { useId } from 'react';
import { useT } from '../../i18n';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Replaces window.confirm: the question in an alert dialog with Cancel focused first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const messageId = useId();
  return (
    <Modal
      title={title ?? t('common.ui.confirm')}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      describedBy={messageId}
    >
      <p id={messageId}>{message}</p>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
          {t('common.ui.cancel')}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('common.ui.deleting') : (confirmLabel ?? t('common.ui.delete'))}
        </button>
      </div>
    </Modal>
  );
}
