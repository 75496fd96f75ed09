import { Modal } from '../../../components/ui/Modal';
import { activeLocale, translate, useT } from '../../../i18n';
import { formatLocale } from '../../../lib/format-locale';

/** "Tue 1 Dec" (German "Di., 1. Dez."): the clinic's own date, whatever the browser's zone. */
export function dayLabel(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const locale = formatLocale();
  const weekday = { weekday: 'short', timeZone: 'UTC' } as const;
  const dayMonth = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  // English keeps its two parts ("Tue 1 Dec"); another language joins them its own way.
  if (activeLocale() === 'en') {
    const day = new Intl.DateTimeFormat(locale, weekday).format(at);
    return `${day} ${new Intl.DateTimeFormat(locale, dayMonth).format(at)}`;
  }
  return new Intl.DateTimeFormat(locale, { ...weekday, ...dayMonth }).format(at);
}

/** "Tue 1 Dec at 10:30". */
export function moveTarget(date: string, time: string): string {
  return translate('clinic.move.at', { day: dayLabel(date), time });
}

/**
 * A drag is easy to make by mistake and emails the owner: the move is asked first, and Cancel (or
 * Escape) puts the visit back where it was.
 */
export function MoveConfirmDialog({
  petName,
  date,
  time,
  busy,
  onConfirm,
  onCancel,
  withName,
}: {
  petName: string;
  date: string;
  time: string;
  /** The clinician the visit moves to, when the move names one. */
  withName?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const target = moveTarget(date, time);
  return (
    <Modal title={t('clinic.move.title')} role="alertdialog" size="sm" onClose={onCancel}>
      <p>
        {withName
          ? t('clinic.move.questionWith', { petName, target, name: withName })
          : t('clinic.move.question', { petName, target })}
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
          {t('clinic.move.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
          {busy ? t('clinic.move.moving') : t('clinic.move.confirm')}
        </button>
      </div>
    </Modal>
  );
}
