import { useEffect, useRef } from 'react';
import type { StripDay } from '../free-days';
import { translate, useT, type MessageKey } from '../../../i18n';
import { shortDay } from '../booking-params';
import '../day-strip.css';

/** A day without free time says why: only a day whose hours are all taken is Full. */
const NO_TIME: Record<NonNullable<StripDay['reason']>, MessageKey> = {
  closed: 'booking.days.closed',
  full: 'booking.days.full',
  beyond_horizon: 'booking.days.notOpenYet',
};

function dayDetail({ count, reason }: StripDay, counted: boolean): string {
  if (count === null) return '';
  if (count === 0) return translate(NO_TIME[reason ?? 'full']);
  if (!counted) return translate('booking.days.free');
  return translate('booking.days.freeCount', { count });
}

/**
 * The booking window as a row of days, each marked with its free times. Native radios give the
 * keyboard its arrows (one Tab stop, arrow keys move the day), the row scrolls on narrow screens.
 */
export function DateStrip({
  days,
  selected,
  onChoose,
  name = 'day',
  counted = true,
}: {
  days: StripDay[];
  selected: string;
  onChoose: (date: string) => void;
  name?: string;
  /**
   * Whether the counts are of the times shown: with no service chosen they count the clinic's
   * shortest service, so the day only says whether it has room.
   */
  counted?: boolean;
}) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = row.current?.querySelector<HTMLElement>('input:checked')?.parentElement;
    if (chosen && row.current) {
      // Centre the chosen day inside the strip without scrolling the page.
      const strip = row.current;
      strip.scrollLeft = chosen.offsetLeft - strip.clientWidth / 2 + chosen.clientWidth / 2;
    }
  }, [selected, days.length]);

  return (
    <fieldset className="day-strip-field">
      <legend className="field__label">{t('booking.days.label')}</legend>
      <div className="day-strip" ref={row} role="radiogroup" aria-label={t('booking.days.group')}>
        {days.map((day) => {
          const id = `${name}-${day.date}`;
          const detail = dayDetail(day, counted);
          return (
            <div
              key={day.date}
              className={`day${day.count === 0 ? ` day--full day--${day.reason ?? 'full'}` : ''}${
                (day.count ?? 0) > 0 ? ' day--free' : ''
              }`}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={day.date}
                checked={selected === day.date}
                onChange={() => onChoose(day.date)}
              />
              <label htmlFor={id}>
                <strong>{shortDay(day.date)}</strong>
                <span>{detail || '\u00a0'}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
