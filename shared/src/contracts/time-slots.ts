import { z } from 'zod';
import { TIME_SLOT_DURATION_CHOICES } from '../constants';
import { toMinutes } from '../domain/time-of-day';
import {
  DATE_OUT_OF_RANGE_TEXT,
  decimalStringToNumber,
  isDateInRange,
  isRealCalendarDate,
  optionalText,
} from './common';

export const TIME_SLOT_NOT_FOUND_TEXT = 'Time slot not found';
export const BOOKED_SLOT_DELETE_TEXT = 'Cannot delete a booked time slot';
export const SLOT_OVERLAP_TEXT = 'This time slot overlaps another time slot of the clinic';
export const SLOT_END_BEFORE_START_TEXT = 'End time must be after the start time';
export const SLOT_DURATION_INVALID_TEXT = `Duration must be one of ${TIME_SLOT_DURATION_CHOICES.join(', ')} minutes or the slot's length`;
export const NEW_SLOT_BOOKED_TEXT = 'A new time slot cannot already be booked';
export const BULK_SLOT_LIMIT = 1000;
/** How far ahead a clinic may publish slots, in days of its own calendar. */
export const SLOT_MAX_DAYS_AHEAD = 365;
export const SLOT_IN_PAST_TEXT =
  "A time slot's date must be today or later in the clinic's time zone";
export const SLOT_TOO_FAR_AHEAD_TEXT = 'A time slot can be at most one year ahead';

// The field's label is named in each text, so "must be a time" says which time.
const timeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time as HH:MM (24-hour)`);
// A new slot's date is bounded by the clinic's own window (slot-bounds), with its own texts.
const dateField = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a date as YYYY-MM-DD')
  .refine(isRealCalendarDate, 'Date must be a real calendar date');
/** A date a question names: within the range any input may name. */
const queryDateField = dateField.refine(isDateInRange, `Date ${DATE_OUT_OF_RANGE_TEXT}`);

/** GET /api/vet-business/time-slots/available/:vetId */
export const availableSlotsQuerySchema = z.object({
  date: queryDateField,
  service: optionalText(200),
  /** Only this clinician's starts; left out: one start per time, of "any available". */
  clinician: z.string().uuid('clinician must be a valid id').optional(),
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuerySchema>;

export const publicTimeSlotSchema = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  service: z.string(),
  duration: z.number().int(),
  /** Whose time it is: the clinician "any available" assigns there, or the one asked for. */
  clinicianId: z.string(),
  clinicianName: z.string(),
});
export type PublicTimeSlot = z.infer<typeof publicTimeSlotSchema>;

export const timeSlotSchema = publicTimeSlotSchema.omit({ clinicianName: true }).extend({
  serviceId: z.string().nullable(),
  isBooked: z.boolean(),
  /** In the clinic's own list: for If-Match on DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

const slotFields = {
  date: dateField,
  startTime: timeField('Start time'),
  endTime: timeField('End time'),
  service: z.string({ error: 'Service is required' }).trim().min(1, 'Service is required').max(200),
  serviceId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().uuid().optional(),
  ),
  duration: z.preprocess(
    (value) => (value === '' || value === null ? undefined : decimalStringToNumber(value)),
    z
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .optional(),
  ),
  /** Whose time it is; left out: the clinic's first clinician. */
  clinicianId: z.string().uuid('clinicianId must be a valid id').optional(),
};

type SlotShape = { startTime: string; endTime: string; duration?: number | undefined };

/** End after start; duration one of the form's choices or the slot's own length (bulk uses any service length). */
function checkSlot<T extends SlotShape>(slot: T, ctx: z.RefinementCtx): void {
  const length = toMinutes(slot.endTime) - toMinutes(slot.startTime);
  if (length <= 0) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: SLOT_END_BEFORE_START_TEXT });
    return;
  }
  const duration = slot.duration;
  if (duration === undefined) return;
  const choices: readonly number[] = TIME_SLOT_DURATION_CHOICES;
  if (duration !== length && !choices.includes(duration)) {
    ctx.addIssue({ code: 'custom', path: ['duration'], message: SLOT_DURATION_INVALID_TEXT });
  }
}

const withDefaultDuration = <T extends SlotShape>(slot: T) => ({
  ...slot,
  duration: slot.duration ?? toMinutes(slot.endTime) - toMinutes(slot.startTime),
});

const slotObject = z.object(slotFields);
const slotSchema = slotObject.superRefine(checkSlot).transform(withDefaultDuration);

/** POST /api/vet-business/time-slots. isBooked may be sent, but only as false. */
export const createTimeSlotSchema = slotObject
  .extend({
    isBooked: z.literal(false, { error: NEW_SLOT_BOOKED_TEXT }).optional(),
  })
  .superRefine(checkSlot)
  .transform(({ isBooked: _ignored, ...slot }) => withDefaultDuration(slot));
export type CreateTimeSlot = z.infer<typeof createTimeSlotSchema>;

/** POST /api/vet-business/time-slots/bulk */
export const bulkTimeSlotsSchema = z.object({
  slots: z
    .array(slotSchema)
    .min(1, 'slots must have at least one slot')
    .max(BULK_SLOT_LIMIT, `slots must have at most ${BULK_SLOT_LIMIT} slots`),
});
export type BulkTimeSlots = z.infer<typeof bulkTimeSlotsSchema>;

export const skippedSlotSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.enum(['overlaps_existing', 'overlaps_request']),
});
export type SkippedSlot = z.infer<typeof skippedSlotSchema>;

export const bulkTimeSlotsResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  slots: z.array(timeSlotSchema),
  skippedSlots: z.array(skippedSlotSchema),
});
export type BulkTimeSlotsResponse = z.infer<typeof bulkTimeSlotsResponseSchema>;
