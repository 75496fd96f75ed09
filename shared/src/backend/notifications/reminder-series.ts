import { addCalendarDays } from '../../domain/booking-window';
import { DEFAULT_REMINDER_DAYS_BEFORE } from '../../contracts/health-record';
import type { NotificationEvent } from '../../jobs/notify-events';
import type { DueVaccination } from './reminder-series.repository';

/** A step more than this many days old is not sent late: the owner gets no stale reminders. */
export const STALE_STEP_DAYS = 30;

/** The days of a rule's series, earliest first, each with its offset (negative: after due). */
export function seriesSteps(
  dueDate: string,
  daysBefore: number[],
  daysAfter: number[],
): Array<{ day: string; offsetDays: number }> {
  return [
    ...daysBefore.map((d) => ({ day: addCalendarDays(dueDate, -d), offsetDays: d })),
    ...daysAfter.map((d) => ({ day: addCalendarDays(dueDate, d), offsetDays: -d })),
  ].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The one event a vaccination is owed today, if any. No rule: the default notice, from 14 days
 * before due. A rule: the latest step of its series whose day has come (a sweep that missed a day
 * sends that one, never the older ones), unless the pet was booked at the clinic since the series
 * began (`bookedSince`: the later of the latest live booking's creation and its date).
 */
export function eventOwed(
  vaccination: DueVaccination,
  today: string,
  bookedSince: string | null,
): NotificationEvent | null {
  const { id, dueDate, rule } = vaccination;
  if (!rule) {
    const [notice] = DEFAULT_REMINDER_DAYS_BEFORE;
    const from = addCalendarDays(dueDate, -notice);
    return today >= from && today <= dueDate
      ? { kind: 'vaccination-due', vaccinationId: id, dueDate }
      : null;
  }
  const steps = seriesSteps(dueDate, rule.daysBefore, rule.daysAfter);
  const first = steps[0];
  if (!first || (bookedSince !== null && bookedSince >= first.day)) return null;
  const step = steps.filter((s) => s.day <= today).at(-1);
  if (!step || step.day < addCalendarDays(today, -STALE_STEP_DAYS)) return null;
  return {
    kind: 'vaccination-reminder',
    vaccinationId: id,
    dueDate,
    ruleId: rule.id,
    offsetDays: step.offsetDays,
  };
}
