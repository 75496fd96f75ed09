import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastDismissed, type Toast } from '../../store/ui-slice';
import { useT } from '../../i18n';

const TOAST_MS = 7000;

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : toast.kind === 'error' ? '!' : 'i'}
      </span>
      <p className="toast__text">{toast.text}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.ui.dismiss')}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Notifications instead of window.alert; errors are announced assertively, the rest politely. */
export function Toasts() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
