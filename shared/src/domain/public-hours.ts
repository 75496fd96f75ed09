/**
 * The opening hours a clinic's public page shows, written from the same hours its bookable time
 * is generated from, so the page never promises time the booking pages do not offer.
 */
import { BULK_SLOT_BLOCKS } from '../constants';
import { WEEK_DAYS, type WorkingHours } from '../contracts/clinic-ops';

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
// Without hours of its own a clinic's time comes from the standard blocks, Sundays closed.
const STANDARD = BULK_SLOT_BLOCKS.map((r) => `${r.start}-${r.end}`).join(', ');

/** "09:00-12:00, 14:00-17:00" or "Closed"; a day closing at 24:00 reads 24:00. */
function dayText(hours: WorkingHours | null, index: number): string {
  if (!hours) return index === 6 ? 'Closed' : STANDARD;
  const ranges = hours.find((entry) => entry.day === WEEK_DAYS[index])?.ranges ?? [];
  if (ranges.length === 0) return 'Closed';
  // HH:MM texts sort as times.
  return [...ranges]
    .sort((x, y) => (x.start < y.start ? -1 : 1))
    .map((r) => `${r.start}-${r.end}`)
    .join(', ');
}

/**
 * "Mon-Fri: 09:00-12:00, 14:00-17:00", "Sat: 09:00-12:00", "Sun: Closed": neighbouring days
 * with the same hours share a line, Monday first. Without hours of its own a clinic's time is
 * generated from the standard blocks (Monday to Saturday, 09:00-12:00 and 14:00-17:00), so
 * those are its hours.
 */
export function publicOpeningHours(hours: WorkingHours | null): string[] {
  const texts = WEEK_DAYS.map((_, index) => dayText(hours, index));
  const lines: string[] = [];
  let start = 0;
  for (let index = 1; index <= texts.length; index += 1) {
    if (index < texts.length && texts[index] === texts[start]) continue;
    const days =
      index - 1 === start
        ? SHORT_DAYS[start]!
        : `${SHORT_DAYS[start]!}${index - 1 === start + 1 ? ', ' : '-'}${SHORT_DAYS[index - 1]!}`;
    lines.push(`${days}: ${texts[start]!}`);
    start = index;
  }
  return lines;
}
