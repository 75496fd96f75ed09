import { useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ErrorBlock } from './Feedback';

interface FormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown above the fields, announced as an alert. */
  error: string | null;
  className?: string;
  children: ReactNode;
}

/** Forms check their input with the shared schemas, so the browser's own checks are off. */
export function Form({ label, onSubmit, error, className = 'form', children }: FormProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {children}
    </form>
  );
}

export interface SubmitButtonProps {
  label: string;
  busy: boolean;
  /** Shown while busy; without it the label stays. */
  busyLabel?: string;
  className?: string;
}

const noChanges = () => () => undefined;

/**
 * False in HTML rendered ahead of the app (at build time or by the server), true once the app
 * renders: until then the form has no handler, and a submit would send its fields in the URL.
 */
function useAppRunning(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

export function SubmitButton({
  label,
  busy,
  busyLabel,
  className = 'btn btn--primary',
}: SubmitButtonProps) {
  // A disabled default button also stops Enter in a field from submitting the form.
  const running = useAppRunning();
  return (
    <button type="submit" className={className} disabled={busy || !running}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

/** The form's footer: Cancel (when it can be cancelled) and the submit button. */
export function FormActions({
  onCancel,
  ...submit
}: SubmitButtonProps & { onCancel?: () => void }) {
  const t = useT();
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('common.ui.cancel')}
        </button>
      )}
      <SubmitButton {...submit} />
    </div>
  );
}
