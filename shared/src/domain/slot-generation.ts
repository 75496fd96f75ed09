import { BULK_SLOT_BLOCKS, BULK_SLOT_DAYS } from '../constants';
import { addCalendarDays } from './booking-window';
import { fromMinutes, toMinutes } from './time-of-day';

const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

export interface GeneratorService {
  id: string;
  name: string;
  duration: number;
}

export interface GeneratedSlot {
  date: string;
  startTime: string;
  endTime: string;
  service: string;
  serviceId: string;
  duration: number;
}

export type SlotGenerationResult =
  { ok: true; service: GeneratorService; slots: GeneratedSlot[] } | { ok: false; error: string };

export const NO_SERVICE_FOR_SLOTS_TEXT =
  'Please add at least one service before generating time slots.';
export const SLOT_DURATION_TOO_LONG_TEXT =
  "The service's duration is too long for the 09:00-12:00 and 14:00-17:00 blocks.";

export interface SlotGenerationInput {
  /** Today's date in the clinic's own time zone. */
  today: string;
  services: readonly GeneratorService[];
  /** The clinic's current wall-clock time: today's slots starting at or before it are left out. */
  currentTime?: string;
  days?: number;
}

/** The service slots are made for: the first whose name mentions a consultation, else the first. */
export function pickSlotService(
  services: readonly GeneratorService[],
): GeneratorService | undefined {
  return services.find((s) => /consultation/i.test(s.name)) ?? services[0];
}

/**
 * The "Generate 30 Days" rule: from today, 30 days, Sundays skipped; slots of the chosen
 * service's duration from 09:00 up to 12:00 and 14:00 up to 17:00, none ending after its block.
 */
export function generateBulkSlots(input: SlotGenerationInput): SlotGenerationResult {
  const service = pickSlotService(input.services);
  if (!service) return { ok: false, error: NO_SERVICE_FOR_SLOTS_TEXT };
  const duration = service.duration;
  if (!Number.isInteger(duration) || duration <= 0) {
    return { ok: false, error: SLOT_DURATION_TOO_LONG_TEXT };
  }
  const starts: number[] = [];
  for (const block of BULK_SLOT_BLOCKS) {
    const end = toMinutes(block.end);
    for (let start = toMinutes(block.start); start + duration <= end; start += duration) {
      starts.push(start);
    }
  }
  if (starts.length === 0) return { ok: false, error: SLOT_DURATION_TOO_LONG_TEXT };

  const slots: GeneratedSlot[] = [];
  const days = input.days ?? BULK_SLOT_DAYS;
  const cutoff = input.currentTime === undefined ? -1 : toMinutes(input.currentTime);
  for (let offset = 0; offset < days; offset += 1) {
    const date = addCalendarDays(input.today, offset);
    if (isSunday(date)) continue;
    for (const start of starts) {
      if (offset === 0 && start <= cutoff) continue;
      slots.push({
        date,
        startTime: fromMinutes(start),
        endTime: fromMinutes(start + duration),
        service: service.name,
        serviceId: service.id,
        duration,
      });
    }
  }
  return { ok: true, service, slots };
}
