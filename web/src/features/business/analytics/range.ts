import { addCalendarDays } from '@petvet/shared';
import { translate } from '../../../i18n';

export type RangePreset = '4w' | '3m' | '12m' | 'custom';
// The presets' labels are looked up when shown (business.insights.preset.<key>).
export const RANGE_PRESETS: RangePreset[] = ['4w', '3m', '12m', 'custom'];

export interface DateRange {
  from: string;
  to: string;
}

/** The same day of the month, months back (the 31st falls to the month's last day). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(d, last.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** The period a preset covers, ending today (inclusive). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DateRange {
  if (preset === '4w') return { from: addCalendarDays(today, -27), to: today };
  const from = monthsBefore(today, preset === '3m' ? 3 : 12);
  return { from: addCalendarDays(from, 1), to: today };
}

/** A custom range reads well only with both days and the last not before the first. */
export function customRangeProblem(range: DateRange): string | null {
  if (!range.from) return translate('business.insights.chooseFirst');
  if (!range.to) return translate('business.insights.chooseLast');
  if (range.to < range.from) return translate('business.insights.lastBeforeFirst');
  return null;
}
