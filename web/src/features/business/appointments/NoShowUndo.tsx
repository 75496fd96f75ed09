import { useEffect } from 'react';
import { NO_SHOW_UNDO_SECONDS } from '@petvet/shared';
import { useT } from '../../../i18n';
import './appointments.css';

export interface MarkedNoShow {
  id: string;
  petName: string;
  /** The status the no-show replaced: the undo puts it back. */
  previous: 'pending' | 'confirmed' | 'completed';
  /** The visit's version once marked: the undo applies only if nothing changed it since. */
  version?: string;
  /** When the server's minute ends (browser clock), after which the undo is gone. */
  until: number;
}

/**
 * A toast that stays for the server's minute with an Undo button: a no-show marked by mistake
 * (a wrong row, an owner running late) is put right in one click.
 */
export function NoShowUndo({
  marked,
  busy,
  onUndo,
  onGone,
}: {
  marked: MarkedNoShow;
  busy: boolean;
  onUndo: () => void;
  onGone: () => void;
}) {
  const t = useT();
  useEffect(() => {
    const timer = window.setTimeout(onGone, Math.max(0, marked.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [marked, onGone]);
  return (
    <div className="undo-toast toast" role="status">
      <p className="toast__text">{t('clinic.noShow.marked', { petName: marked.petName })}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onUndo} disabled={busy}>
        {busy ? t('clinic.noShow.undoing') : t('clinic.noShow.undo')}
      </button>
    </div>
  );
}

export const undoUntil = () => Date.now() + NO_SHOW_UNDO_SECONDS * 1000;
