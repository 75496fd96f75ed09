import type { WeekDay } from '../contracts/clinic-ops';
import { toMinutes } from './time-of-day';

/**
 * Drop-off days: a service booked by the day. Pure rules the API, the scheduling core and the
 * browser share, so the days offered, the places left and the clinician time held for the
 * procedure list are decided the same way everywhere.
 */

export interface DropOffWindow {
  day: WeekDay;
  start: string;
  end: string;
}

export interface DropOffRules {
  windows: DropOffWindow[];
  collectionTime: string;
  dailyCap: number;
  clinicianId: string | null;
}

const WEEKDAYS_FROM_SUNDAY: WeekDay[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** The weekday a YYYY-MM-DD date falls on (a calendar date has no zone). */
export function weekdayOf(date: string): WeekDay {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS_FROM_SUNDAY[day] ?? 'sunday';
}

/** The admission window of that date's weekday, or null when the clinic admits none then. */
export function admissionOn(
  rules: Pick<DropOffRules, 'windows'> | null,
  date: string,
): { start: string; end: string } | null {
  const window = rules?.windows.find((w) => w.day === weekdayOf(date));
  return window ? { start: window.start, end: window.end } : null;
}

/** "Drop off 08:00-09:00, collect from 16:00": what an owner reads for a drop-off day. */
export const dropOffDayText = (admission: { start: string; end: string }, collection: string) =>
  `Drop off ${admission.start}-${admission.end}, collect from ${collection}`;

/**
 * The time of the theatre clinician held for the procedure list on a date: from admission start
 * to collection time, on days with an admission window. The scheduling core leaves these minutes
 * out of that clinician's free starts, so consultations are not booked over the list. Empty when
 * no theatre clinician is named or nothing is admitted that day.
 */
export function reservedRanges(
  rules: DropOffRules | null,
  date: string,
): Array<{ clinicianId: string; start: number; end: number }> {
  if (!rules?.clinicianId) return [];
  const admission = admissionOn(rules, date);
  if (!admission) return [];
  const start = toMinutes(admission.start);
  const end = Math.max(toMinutes(rules.collectionTime), toMinutes(admission.end));
  return [{ clinicianId: rules.clinicianId, start, end }];
}

/** Live drop-offs of one date: for the service being booked, and for the whole clinic. */
export interface DropOffCounts {
  service: number;
  total: number;
}

/** Places left on a day: the smaller of the service's own cap and the clinic's total cap. */
export function placesLeft(
  caps: { serviceCap: number | null; totalCap: number },
  counts: DropOffCounts,
): number {
  const total = caps.totalCap - counts.total;
  const service = caps.serviceCap === null ? total : caps.serviceCap - counts.service;
  return Math.max(0, Math.min(total, service));
}

/** Whether a date falls inside any closure (inclusive date ranges). */
export const isClosedOn = (closures: Array<{ from: string; to: string }>, date: string) =>
  closures.some((closure) => date >= closure.from && date <= closure.to);

/** Every date from `from` to `to`, inclusive (at most `max` of them). */
export function datesBetween(from: string, to: string, max = 400): string[] {
  const dates: string[] = [];
  for (let at = new Date(`${from}T00:00:00Z`); dates.length < max;) {
    const date = at.toISOString().slice(0, 10);
    if (date > to) break;
    dates.push(date);
    at = new Date(at.getTime() + 86_400_000);
  }
  return dates;
}
