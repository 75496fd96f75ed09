import { addCalendarDays } from '@petvet/shared';

/** The Monday of a date's week (weeks start on Monday, as the server names them). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addCalendarDays(date, -((day + 6) % 7));
}

/**
 * Every week of the period, with the server's figure or nothing: a quiet week shows as an empty
 * bar instead of vanishing from the chart.
 */
export function everyWeek<T extends { week: string }>(
  range: { from: string; to: string },
  entries: T[],
  empty: (week: string) => T,
): T[] {
  const byWeek = new Map(entries.map((entry) => [entry.week, entry]));
  const weeks: T[] = [];
  for (let week = mondayOf(range.from); week <= range.to; week = addCalendarDays(week, 7))
    weeks.push(byWeek.get(week) ?? empty(week));
  return weeks;
}
