import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { dayLabel as dayName } from './MoveConfirmDialog';

export type View = 'day' | 'week';
export type ColumnsBy = 'clinicians' | 'rooms';

/** Previous, Today, Next; Day or Week; columns by clinician or by room; and any filter given. */
export function ViewControls({
  view,
  onView,
  dates,
  onStep,
  onToday,
  by,
  onBy,
  children,
}: {
  view: View;
  onView: (view: View) => void;
  dates: string[];
  onStep: (days: number) => void;
  onToday: () => void;
  by: ColumnsBy;
  onBy: (by: ColumnsBy) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const step = view === 'day' ? 1 : 7;
  const shown =
    dates.length === 1 ? dayName(dates[0]!) : `${dayName(dates[0]!)} – ${dayName(dates.at(-1)!)}`;
  return (
    <div className="ccal-controls">
      <div className="button-row" role="group" aria-label={t('clinic.calendar.datesGroup')}>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => onStep(-step)}>
          {t('clinic.calendar.previous')}
        </button>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onToday}>
          {t('clinic.calendar.today')}
        </button>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => onStep(step)}>
          {t('clinic.calendar.next')}
        </button>
      </div>
      <h3 className="ccal-controls__title" aria-live="polite">
        {shown}
      </h3>
      <div className="button-row" role="group" aria-label={t('clinic.calendar.viewGroup')}>
        {(['day', 'week'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={`btn btn--sm ${view === key ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={view === key}
            onClick={() => onView(key)}
          >
            {key === 'day' ? t('clinic.calendar.day') : t('clinic.calendar.week')}
          </button>
        ))}
      </div>
      <div className="button-row" role="group" aria-label={t('clinic.calendar.columnsGroup')}>
        {(['clinicians', 'rooms'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={`btn btn--sm ${by === key ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={by === key}
            onClick={() => onBy(key)}
          >
            {key === 'clinicians' ? t('clinic.calendar.clinicians') : t('clinic.calendar.rooms')}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
