import type { DropOffDay } from '@petvet/shared';
import { useT } from '../../../i18n';
import { shortDay } from '../booking-params';
import '../day-strip.css';

/**
 * The drop-off days of a service as a row of days, each with its places left. Native radios give
 * the keyboard its arrows; the row scrolls on narrow screens, as the booking's own day strip does.
 */
export function DropOffDays({
  days,
  selected,
  onChoose,
}: {
  days: DropOffDay[];
  selected: string;
  onChoose: (date: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="day-strip-field">
      <legend className="field__label">{t('booking.dropOff.daysLabel')}</legend>
      <div className="day-strip" role="radiogroup" aria-label={t('booking.dropOff.daysGroup')}>
        {days.map((day) => {
          const id = `drop-off-${day.date}`;
          return (
            <div key={day.date} className="day day--free">
              <input
                type="radio"
                id={id}
                name="drop-off-day"
                value={day.date}
                checked={selected === day.date}
                onChange={() => onChoose(day.date)}
              />
              <label htmlFor={id}>
                <strong>{shortDay(day.date)}</strong>
                <span>{t('booking.dropOff.placesLeft', { count: day.left })}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
