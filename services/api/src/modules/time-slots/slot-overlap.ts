import { rangesOverlap, toMinutes, type SkippedSlot } from '@petvet/shared';
import type { NewSlot, SlotSpan } from './time-slots.repository';

// Two clinicians may work at the same time: only one person's own slots can collide.
const minuteRange = (span: SlotSpan) => ({
  start: toMinutes(span.startTime),
  end: toMinutes(span.endTime),
});
const overlaps = (a: SlotSpan, b: SlotSpan) =>
  a.date === b.date &&
  a.clinicianId === b.clinicianId &&
  rangesOverlap(minuteRange(a), minuteRange(b));

/**
 * Splits requested slots into those to create and those refused: a slot overlapping an existing
 * slot of the same clinician, or one accepted earlier in the same request, is skipped and reported.
 * Touching slots (one ends as the next starts) do not overlap.
 */
export function planSlots(
  requested: NewSlot[],
  existing: SlotSpan[],
): { accept: NewSlot[]; skipped: SkippedSlot[] } {
  const byDate = new Map<string, SlotSpan[]>();
  for (const span of existing) byDate.set(span.date, [...(byDate.get(span.date) ?? []), span]);
  const acceptedByDate = new Map<string, SlotSpan[]>();
  const accept: NewSlot[] = [];
  const skipped: SkippedSlot[] = [];
  for (const slot of requested) {
    const span = { date: slot.date, startTime: slot.startTime, endTime: slot.endTime };
    const whose = { ...span, clinicianId: slot.clinicianId };
    if ((byDate.get(slot.date) ?? []).some((other) => overlaps(whose, other))) {
      skipped.push({ ...span, reason: 'overlaps_existing' });
      continue;
    }
    const sameDay = acceptedByDate.get(slot.date) ?? [];
    if (sameDay.some((other) => overlaps(whose, other))) {
      skipped.push({ ...span, reason: 'overlaps_request' });
      continue;
    }
    sameDay.push(whose);
    acceptedByDate.set(slot.date, sameDay);
    accept.push(slot);
  }
  return { accept, skipped };
}
