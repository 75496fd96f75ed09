import type { ReactNode } from 'react';
import { serverErrorText } from '../../lib/errors';
import { useT } from '../../i18n';
import { loadErrorText } from '../../lib/load-error';

interface LoadErrorProps {
  /** The screen's own headline for the failure (the spec's text where it names one). */
  title: string;
  /** The failed reads' errors; each different reason is said once. */
  errors: readonly unknown[];
  onRetry: () => void;
  /** True while a retry is under way: the button says so and cannot be pressed twice. */
  retrying?: boolean;
  /** Said when the failure is neither a lost connection, a 503 nor a server text (default: ours). */
  fallback?: string;
  children?: ReactNode;
}

/**
 * A read that failed, said as a failure with a way to try again: a screen that shows zero counts
 * or "nothing yet" after a failed read tells the user something false.
 */
export function LoadError({
  title,
  errors,
  onRetry,
  retrying = false,
  fallback,
  children,
}: LoadErrorProps) {
  const t = useT();
  const said = fallback ?? t('common.ui.loadFailed');
  const details = [
    ...new Set(
      errors.filter(Boolean).map((error) => loadErrorText(error, serverErrorText(error, said))),
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
        {retrying ? t('common.ui.retrying') : t('common.ui.retry')}
      </button>
    </div>
  );
}

/**
 * In place of a section whose read failed before any answer came: the LoadError above says why
 * and offers Retry; here the section only says it has nothing to show, never that there is none.
 */
export function NotLoaded({ what }: { what: string }) {
  const t = useT();
  return <p className="muted not-loaded">{t('common.ui.notLoaded', { what })}</p>;
}
