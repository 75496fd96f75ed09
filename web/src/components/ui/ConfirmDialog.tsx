import { useId } from 'react';
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
  title = 'Please confirm',
  message,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal title={title} onClose={onCancel} role="alertdialog" size="sm" describedBy={messageId}>
      <p id={messageId}>{message}</p>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
