import { formatLocale } from './format-locale';
import { dateTimeFormat } from '@petvet/shared';

/** Dates are YYYY-MM-DD in the clinic's zone; the browser's local calendar day is "today" for the picker. */
export function localIsoDate(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

/** In English "14 March 2026", else the language's own style; invalid input is shown as given. */
export function formatDate(
  value: string | null | undefined,
  style: 'long' | 'short' = 'long',
): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(
    formatLocale(),
    style === 'long'
      ? { day: 'numeric', month: 'long', year: 'numeric' }
      : { day: '2-digit', month: 'short', year: 'numeric' },
  ).format(date);
}

export function formatWeekday(value: string): string {
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(formatLocale(), { weekday: 'long' }).format(date);
}

/** Whole days from today (local) to a YYYY-MM-DD date; negative when past. */
export function daysUntil(value: string, now: Date = new Date()): number {
  const target = new Date(`${value}T00:00:00`);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target.getTime() - today.getTime()) / 86_400_000);
}
