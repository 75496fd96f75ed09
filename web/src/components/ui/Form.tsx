import type { FormEvent, ReactNode } from 'react';
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

export function SubmitButton({
  label,
  busy,
  busyLabel,
  className = 'btn btn--primary',
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

/** The form's footer: Cancel (when it can be cancelled) and the submit button. */
export function FormActions({
  onCancel,
  ...submit
}: SubmitButtonProps & { onCancel?: () => void }) {
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
      <SubmitButton {...submit} />
    </div>
  );
}
