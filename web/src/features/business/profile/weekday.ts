import { dayLabel, WEEK_DAYS, type WeekDay } from '@petvet/shared';
import { activeLocale } from '../../../i18n';

// 2024-01-01 was a Monday: the week's days in order from there, as each language names them.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** "Monday" in English (the shared label), "Montag", "lundi", "lunes" in the other languages. */
export function weekdayName(day: WeekDay): string {
  const locale = activeLocale();
  if (locale === 'en') return dayLabel(day);
  const date = new Date(MONDAY + WEEK_DAYS.indexOf(day) * DAY_MS);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
