import { z } from 'zod';
import { AVAILABLE_DAY_REASONS, AVAILABLE_DAYS_AHEAD } from './booking-texts';
import { dateStringSchema, decimalStringToNumber, optionalText, timeStringSchema } from './common';

const idSchema = z.string().uuid();

/** A clinic's next free time in its own zone, or null when it has none in the booking window. */
export const nextAvailableSchema = z.object({ date: z.string(), startTime: z.string() }).nullable();
export type NextAvailable = z.infer<typeof nextAvailableSchema>;

/** GET /api/vet-business/time-slots/available-days/:vetId: which days have room for the service. */
export const availableDaysQuerySchema = z.object({
  service: optionalText(200),
  from: dateStringSchema.optional(),
  days: z.preprocess(
    decimalStringToNumber,
    z.number().int().min(1).max(AVAILABLE_DAYS_AHEAD).default(AVAILABLE_DAYS_AHEAD),
  ),
  /** Only this clinician's free time; left out: any clinician's. */
  clinician: z.string().uuid('clinician must be a valid id').optional(),
});
export type AvailableDaysQuery = z.infer<typeof availableDaysQuerySchema>;

export const availableDaysSchema = z.object({
  service: z.string(),
  duration: z.number().int(),
  /**
   * Every day of the window in order, with how many start times fit the service (0 = none) and,
   * on a day with none, why: the clinic is closed, the day is fully taken, or its time is not
   * published yet (past the last day the clinic has opened for booking).
   */
  days: z.array(
    z.object({
      date: z.string(),
      count: z.number().int(),
      reason: z.enum(AVAILABLE_DAY_REASONS).optional(),
    }),
  ),
});
export type AvailableDays = z.infer<typeof availableDaysSchema>;

/** POST /api/appointments/:id/cancel (owner). */
export const cancelAppointmentRequestSchema = z.object({ reason: optionalText(500) });
export type CancelAppointmentRequest = z.infer<typeof cancelAppointmentRequestSchema>;

/** POST /api/appointments/:id/reschedule (owner): a start time from the availability answer. */
export const rescheduleAppointmentRequestSchema = z.object({
  timeSlotId: idSchema,
  /** The chosen start inside that time; the time's own start when left out. */
  appointmentTime: timeStringSchema.optional(),
});
export type RescheduleAppointmentRequest = z.infer<typeof rescheduleAppointmentRequestSchema>;

/** POST /api/waitlist (owner). */
export const createWaitlistEntrySchema = z.object({
  vetId: idSchema,
  date: dateStringSchema,
  petId: idSchema,
  service: optionalText(200),
});
export type CreateWaitlistEntry = z.infer<typeof createWaitlistEntrySchema>;

/** A freed time held for one waiting owner until expiresAt (ISO instant). */
export const waitlistOfferSchema = z.object({
  timeSlotId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  vetId: z.string(),
  businessName: z.string(),
  date: z.string(),
  petId: z.string().nullable(),
  petName: z.string(),
  service: z.string().nullable(),
  createdAt: z.string(),
  offer: waitlistOfferSchema.nullable(),
  /** For If-Match on DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryListSchema = z.array(waitlistEntrySchema);

/** GET/POST /api/calendar/feed: the signed-in account's secret calendar address (null: none). */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  /** The live address's version, for If-Match on DELETE (also the ETag); none without one. */
  version: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
