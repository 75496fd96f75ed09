import { useMemo } from 'react';
import {
  MAX_RANGES_PER_DAY,
  WEEK_DAYS,
  workingHoursSchema,
  type WorkingDay,
  type WorkingHours,
} from '@petvet/shared';
import { useT } from '../../../i18n';
import { weekdayName } from '../profile/weekday';
import '../calendar/calendar.css';

// A clinic that never set hours gets the standard blocks when it generates time: start from those.
const STANDARD: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges:
    day === 'sunday'
      ? []
      : [
          { start: '09:00', end: '12:00' },
          { start: '14:00', end: '17:00' },
        ],
}));
const WEEKDAYS = new Set(['tuesday', 'wednesday', 'thursday', 'friday']);

/** The problem with each day, from the shared rules, keyed by day. */
function dayProblems(hours: WorkingHours): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = workingHoursSchema.safeParse(hours);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const day = hours[Number(issue.path[0])]?.day;
    if (day && !problems.has(day)) problems.set(day, issue.message);
  }
  return problems;
}

interface WorkingHoursEditorProps {
  value: WorkingHours | null | undefined;
  onChange: (hours: WorkingHours) => void;
}

/** Seven days, each closed or open in one or more periods; the bookable time comes from these. */
export function WorkingHoursEditor({ value, onChange }: WorkingHoursEditorProps) {
  const t = useT();
  const hours = value && value.length === WEEK_DAYS.length ? value : STANDARD;
  const problems = useMemo(() => dayProblems(hours), [hours]);
  const setDay = (index: number, next: WorkingDay) =>
    onChange(hours.map((d, i) => (i === index ? next : d)));

  const copyMonday = () =>
    onChange(
      hours.map((d) =>
        WEEKDAYS.has(d.day) ? { day: d.day, ranges: hours[0]!.ranges.map((r) => ({ ...r })) } : d,
      ),
    );

  return (
    <fieldset className="hours-editor">
      <legend>{t('business.hours.title')}</legend>
      <p className="muted small">{t('business.hours.intro')}</p>
      {!value && <p className="muted small">{t('business.hours.notSet')}</p>}
      <button type="button" className="btn btn--secondary btn--sm" onClick={copyMonday}>
        {t('business.hours.copyMonday')}
      </button>
      <ul className="hours-editor__days">
        {hours.map((entry, index) => {
          const label = weekdayName(entry.day);
          const open = entry.ranges.length > 0;
          const problem = problems.get(entry.day);
          const errorId = `hours-${entry.day}-error`;
          return (
            <li key={entry.day} className="hours-editor__day" aria-label={label}>
              <span className="hours-editor__name">{label}</span>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={open}
                  onChange={(e) =>
                    setDay(index, {
                      day: entry.day,
                      ranges: e.target.checked ? [{ start: '09:00', end: '17:00' }] : [],
                    })
                  }
                />{' '}
                {open ? t('business.hours.open') : t('business.hours.closed')}
              </label>
              <div className="hours-editor__ranges">
                {entry.ranges.map((range, r) => {
                  // With two or more periods each time names its period: "Monday opens (period 2)".
                  const several = entry.ranges.length > 1;
                  const timeLabel = (edge: 'opens' | 'closes') =>
                    several
                      ? t(`business.hours.${edge}Period`, { day: label, number: r + 1 })
                      : t(`business.hours.${edge}`, { day: label });
                  const edit = (key: 'start' | 'end', time: string) =>
                    setDay(index, {
                      day: entry.day,
                      ranges: entry.ranges.map((x, i) => (i === r ? { ...x, [key]: time } : x)),
                    });
                  return (
                    <span key={r} className="hours-editor__range">
                      <input
                        type="time"
                        className="input"
                        aria-label={timeLabel('opens')}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        value={range.start}
                        onChange={(e) => edit('start', e.target.value)}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        className="input"
                        aria-label={timeLabel('closes')}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        value={range.end}
                        onChange={(e) => edit('end', e.target.value)}
                      />
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('business.hours.removePeriod', {
                          day: label,
                          start: range.start,
                          end: range.end,
                        })}
                        onClick={() =>
                          setDay(index, {
                            day: entry.day,
                            ranges: entry.ranges.filter((_, i) => i !== r),
                          })
                        }
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </span>
                  );
                })}
                {open && entry.ranges.length < MAX_RANGES_PER_DAY && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('business.hours.addPeriodOn', { day: label })}
                    onClick={() => {
                      const last = entry.ranges[entry.ranges.length - 1]!;
                      setDay(index, {
                        day: entry.day,
                        ranges: [
                          ...entry.ranges,
                          { start: last.end, end: last.end < '23:00' ? '23:00' : '24:00' },
                        ],
                      });
                    }}
                  >
                    {t('business.hours.addPeriod')}
                  </button>
                )}
              </div>
              {problem && (
                <p id={errorId} className="field__error" role="alert">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
