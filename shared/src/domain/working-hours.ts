/**
 * A clinic's structured working hours: the seven display lines made from them, and the 30-minute
 * bookable slots they give on a date.
 */
import { BULK_SLOT_BLOCKS } from '../constants';
import { WEEK_DAYS, dayLabel, type WorkingHours, type WorkingRange } from '../contracts/clinic-ops';
import { addCalendarDays } from './booking-window';
import { fromMinutes, toMinutes, twelveHourTime } from './time-of-day';

const byStart = (a: WorkingRange, b: WorkingRange) => toMinutes(a.start) - toMinutes(b.start);

/** "Monday: 8:00 AM - 1:00 PM, 2:00 PM - 6:00 PM", "Sunday: Closed": one line a day, Monday first. */
export function openingHoursLines(hours: WorkingHours): string[] {
  return WEEK_DAYS.map((day) => {
    const ranges = [...(hours.find((entry) => entry.day === day)?.ranges ?? [])].sort(byStart);
    const text = ranges.length
      ? ranges
          .map((range) => `${twelveHourTime(range.start)} - ${twelveHourTime(range.end)}`)
          .join(', ')
      : 'Closed';
    return `${dayLabel(day)}: ${text}`;
  });
}

/** Monday 0 ... Sunday 6, as WEEK_DAYS is ordered. */
const weekDayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The opening periods of a date: the clinic's own hours, or without them the spec's default
 * (Sundays closed, 09:00-12:00 and 14:00-17:00).
 */
export function rangesOn(hours: WorkingHours | null, date: string): WorkingRange[] {
  const index = weekDayIndex(date);
  if (!hours) return index === 6 ? [] : BULK_SLOT_BLOCKS.map((block) => ({ ...block }));
  return [...(hours.find((entry) => entry.day === WEEK_DAYS[index])?.ranges ?? [])].sort(byStart);
}

export interface PlannedSlot {
  date: string;
  startTime: string;
  endTime: string;
}

export interface SlotPlanInput {
  hours: WorkingHours | null;
  /** Today in the clinic's zone: the plan covers `days` dates from it. */
  today: string;
  /** The clinic's wall-clock time now: today's slots starting at or before it are left out. */
  currentTime: string;
  days: number;
  slotMinutes: number;
  /** Dates on which nothing is generated (closures). */
  closed?: (date: string) => boolean;
}

/** Slots of `slotMinutes` inside each opening period, none running past its period's end. */
export function planWorkingSlots(input: SlotPlanInput): {
  from: string;
  to: string;
  slots: PlannedSlot[];
} {
  const slots: PlannedSlot[] = [];
  const now = toMinutes(input.currentTime);
  for (let offset = 0; offset < input.days; offset += 1) {
    const date = addCalendarDays(input.today, offset);
    if (input.closed?.(date)) continue;
    for (const range of rangesOn(input.hours, date)) {
      const end = toMinutes(range.end);
      for (let start = toMinutes(range.start); start + input.slotMinutes <= end;) {
        if (!(offset === 0 && start <= now)) {
          const slotEnd = start + input.slotMinutes;
          // A period closing at midnight ends its last slot at 23:59 in a 'time' column's terms.
          const endTime = slotEnd >= 24 * 60 ? '23:59' : fromMinutes(slotEnd);
          slots.push({ date, startTime: fromMinutes(start), endTime });
        }
        start += input.slotMinutes;
      }
    }
  }
  return { from: input.today, to: addCalendarDays(input.today, input.days - 1), slots };
}
