import type { ReactNode } from 'react';
import { serverErrorText } from '../../lib/errors';
import { loadErrorText } from '../../lib/load-error';

export const RETRY_TEXT = 'Retry';

interface LoadErrorProps {
  /** The screen's own headline for the failure (the spec's text where it names one). */
  title: string;
  /** The failed reads' errors; each different reason is said once. */
  errors: readonly unknown[];
  onRetry: () => void;
  /** True while a retry is under way: the button says so and cannot be pressed twice. */
  retrying?: boolean;
  /** Said when the failure is neither a lost connection, a 503 nor a server text. */
  fallback?: string;
  children?: ReactNode;
}

export const LOAD_FAILED_FALLBACK = 'Something went wrong on our side. Please try again.';

/**
 * A read that failed, said as a failure with a way to try again: a screen that shows zero counts
 * or "nothing yet" after a failed read tells the user something false.
 */
export function LoadError({
  title,
  errors,
  onRetry,
  retrying = false,
  fallback = LOAD_FAILED_FALLBACK,
  children,
}: LoadErrorProps) {
  const details = [
    ...new Set(
      errors.filter(Boolean).map((error) => loadErrorText(error, serverErrorText(error, fallback))),
    ),
  ];
  return (
    <div className="alert alert--error load-error" role="alert">
      <div className="load-error__text">
        <strong>{title}</strong>
        {details.map((detail) => (
          <p key={detail}>{detail}</p>
        ))}
        {children}
      </div>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? 'Retrying…' : RETRY_TEXT}
      </button>
    </div>
  );
}

/**
 * In place of a section whose read failed before any answer came: the LoadError above says why
 * and offers Retry; here the section only says it has nothing to show, never that there is none.
 */
export function NotLoaded({ what }: { what: string }) {
  return <p className="muted not-loaded">{what} could not be loaded.</p>;
}
