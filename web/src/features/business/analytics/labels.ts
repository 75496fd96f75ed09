import { activeLocale } from '../../../i18n';
import { formatLocale } from '../../../lib/format-locale';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// English keeps the product's own short names ("2 Dec", "Dec 2026", "Mon"); every other language
// writes them as Intl does for it ("2. Dez.", "déc. 2026", "lun.").
const english = () => activeLocale() === 'en';
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(activeLocale(), { ...options, timeZone: 'UTC' }).format(date);

/** "2 Dec" for the week starting 2026-12-02. */
export function weekLabel(week: string): string {
  const [y, m, d] = week.split('-').map(Number);
  if (english() || !y || !m || !d) return `${d ?? ''} ${MONTHS[(m ?? 1) - 1] ?? ''}`;
  return format(utc(y, m, d), { day: 'numeric', month: 'short' });
}

/** "Dec 2026" for 2026-12. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (english() || !y || !m) return `${MONTHS[(m ?? 1) - 1] ?? ''} ${y ?? ''}`;
  return format(utc(y, m, 1), { month: 'short', year: 'numeric' });
}

/** "0%", "12.5%" ("12,5 %" in German and French). */
export function percent(rate: number): string {
  const value = Math.round(rate * 1000) / 10;
  if (!english())
    return new Intl.NumberFormat(activeLocale(), {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(value / 100);
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** "Mon" for day 1, counted from Sunday (0) as the server and `Date.getDay` count. */
export function shortDayName(day: number): string {
  // 2024-01-07 was a Sunday.
  return english() ? (DAYS[day] ?? '') : format(utc(2024, 1, 7 + day), { weekday: 'short' });
}

// The server counts days from Sunday (0); the grid reads Monday first, as the week does.
const GRID_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The grid's rows: each day's number with its short name in the active language. */
export const gridDays = (): Array<[number, string]> =>
  GRID_ORDER.map((day) => [day, shortDayName(day)]);

/** A rating with one decimal: "4.5" in English, "4,5" in German, French and Spanish. */
export function oneDecimal(value: number): string {
  return new Intl.NumberFormat(formatLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
