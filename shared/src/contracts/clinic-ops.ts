/**
 * The clinic's side of the practice: working hours, generating bookable time, closures, the
 * calendar, phone-in bookings, clinic moves and insights.
 */
import { z } from 'zod';
import { isKnownCurrency } from '../domain/currency';
import { toMinutes } from '../domain/time-of-day';
import { businessAppointmentSchema } from './appointments';
import {
  dateStringSchema,
  decimalStringToNumber,
  idSchema,
  optionalText,
  timeStringSchema,
} from './common';

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const MAX_RANGES_PER_DAY = 4;
export const GENERATE_DAYS_MAX = 60;
export const CALENDAR_RANGE_MAX_DAYS = 42;
export const GENERATED_SLOT_MINUTES = 30;

export const CLOSURE_NOT_FOUND_TEXT = 'Closure not found';
/** Said alike of nobody and of an owner who is not yet this clinic's client: the lookup tells no more. */
export const OWNER_NOT_FOUND_TEXT =
  'No client of this clinic has this email address. Book them as a new client.';
export const CURRENCY_INVALID_TEXT = 'Currency must be a currency code such as GBP, USD or EUR';
export const CLOSURE_END_BEFORE_START_TEXT = 'The last day must be on or after the first day';
/** A closure over booked visits waits for the clinic to say what becomes of them. */
export const CLOSURE_HAS_BOOKINGS_TEXT =
  'Appointments are booked on these days: choose to cancel them and email each owner, or to keep them';
export const CALENDAR_RANGE_TEXT = `The calendar shows at most ${CALENDAR_RANGE_MAX_DAYS} days at once`;
export const GENERATE_DAYS_TEXT = `Days must be a whole number from 1 to ${GENERATE_DAYS_MAX}`;
export const EMAIL_INVALID_TEXT = 'Enter a valid email address';

/** "Monday" from "monday": texts name the day as a person would. */
export const dayLabel = (day: WeekDay): string => day.charAt(0).toUpperCase() + day.slice(1);

// '24:00' closes a day at midnight; every other time is a 24-hour HH:MM.
const hourSchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Times must be written as HH:MM, such as 08:30');

export const workingRangeSchema = z.object({ start: hourSchema, end: hourSchema });
export type WorkingRange = z.infer<typeof workingRangeSchema>;

export const workingDaySchema = z.object({
  day: z.enum(WEEK_DAYS),
  ranges: z.array(workingRangeSchema),
});
export type WorkingDay = z.infer<typeof workingDaySchema>;

/**
 * Seven days in order, Monday first; a day with no ranges is closed. Each day's ranges lie inside
 * the day, start before they end, do not overlap, and number at most four.
 */
export const workingHoursSchema = z.array(workingDaySchema).superRefine((days, ctx) => {
  if (days.length !== WEEK_DAYS.length || days.some((entry, i) => entry.day !== WEEK_DAYS[i])) {
    ctx.addIssue({
      code: 'custom',
      message: 'Working hours must list the seven days from Monday to Sunday',
    });
    return;
  }
  days.forEach((entry, index) => {
    const label = dayLabel(entry.day);
    if (entry.ranges.length > MAX_RANGES_PER_DAY) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'ranges'],
        message: `${label} can have at most ${MAX_RANGES_PER_DAY} opening periods`,
      });
      return;
    }
    const sorted = [...entry.ranges].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
    for (const [rangeIndex, range] of entry.ranges.entries()) {
      if (toMinutes(range.end) <= toMinutes(range.start)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'ranges', rangeIndex, 'end'],
          message: `${label}'s closing time must be after its opening time`,
        });
        return;
      }
    }
    for (let i = 1; i < sorted.length; i += 1) {
      if (toMinutes(sorted[i]!.start) < toMinutes(sorted[i - 1]!.end)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'ranges'],
          message: `${label}'s opening periods must not overlap`,
        });
        return;
      }
    }
  });
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** ISO 4217, upper-cased; one of the codes the shared currency table knows. */
export const currencyCodeSchema = z
  .string({ error: CURRENCY_INVALID_TEXT })
  .trim()
  .toUpperCase()
  .refine(isKnownCurrency, CURRENCY_INVALID_TEXT);

/** POST /api/vet-business/time-slots/generate */
export const generateSlotsRequestSchema = z.object({
  days: z.preprocess(
    decimalStringToNumber,
    z
      .number({ error: GENERATE_DAYS_TEXT })
      .int(GENERATE_DAYS_TEXT)
      .min(1, GENERATE_DAYS_TEXT)
      .max(GENERATE_DAYS_MAX, GENERATE_DAYS_TEXT),
  ),
  /** Only this clinician's time; left out: every live clinician's. */
  clinicianId: z.string().uuid('clinicianId must be a valid id').optional(),
});
export type GenerateSlotsRequest = z.infer<typeof generateSlotsRequestSchema>;

/** from/to: the first and last date (clinic's calendar) the run covered. */
export const generateSlotsResponseSchema = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type GenerateSlotsResponse = z.infer<typeof generateSlotsResponseSchema>;

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(
      (value) => dateStringSchema.safeParse(value).success,
      `${label} must be a date such as 2026-12-24`,
    );

const dateRange = <T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: CLOSURE_END_BEFORE_START_TEXT });
  }
};

/** GET /api/vet-business/closures/preview?from=&to= */
export const closurePreviewQuerySchema = z
  .object({ from: dateField('The first day'), to: dateField('The last day') })
  .superRefine(dateRange);
export type ClosurePreviewQuery = z.infer<typeof closurePreviewQuerySchema>;

export const closurePreviewSchema = z.object({
  slots: z.number().int(),
  appointments: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      time: z.string(),
      petName: z.string(),
      ownerName: z.string(),
      service: z.string(),
    }),
  ),
});
export type ClosurePreview = z.infer<typeof closurePreviewSchema>;

/** POST /api/vet-business/closures */
export const createClosureRequestSchema = z
  .object({
    from: dateField('The first day'),
    to: dateField('The last day'),
    reason: z
      .string({ error: 'Enter a reason for the closure' })
      .trim()
      .min(1, 'Enter a reason for the closure')
      .max(500, 'The reason must be at most 500 characters'),
    /**
     * What becomes of the visits booked in those days: true cancels them and emails each owner,
     * false keeps them. Left out, a closure over booked visits is refused with their list.
     */
    cancelAppointments: z.boolean().optional(),
  })
  .superRefine(dateRange);
export type CreateClosureRequest = z.infer<typeof createClosureRequestSchema>;

export const closureSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** In the clinic's list: for If-Match on DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type Closure = z.infer<typeof closureSchema>;
export const closureListSchema = z.array(closureSchema);

export const createClosureResponseSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  removedSlots: z.number().int(),
  cancelledAppointments: z.number().int(),
});
export type CreateClosureResponse = z.infer<typeof createClosureResponseSchema>;

// Slots and appointments read back HH:MM; HH:MM:SS from a client echo is accepted too.
const appointmentTimeSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value) ? value.slice(0, 5) : value,
  timeStringSchema,
);

/** POST /api/vet-business/appointments/{id}/reschedule: the clinic moves a visit (no cut-off). */
export const clinicRescheduleRequestSchema = z.object({
  timeSlotId: idSchema,
  appointmentTime: appointmentTimeSchema,
  /** Moves the visit to this clinician (left out: kept when free, else any available). */
  clinicianId: idSchema.optional(),
});
export type ClinicRescheduleRequest = z.infer<typeof clinicRescheduleRequestSchema>;

/** GET /api/vet-business/owners/lookup?email= */
export const ownerLookupQuerySchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID_TEXT })
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_INVALID_TEXT)
    .max(254, EMAIL_INVALID_TEXT),
});
export type OwnerLookupQuery = z.infer<typeof ownerLookupQuerySchema>;

export const ownerLookupSchema = z.object({
  ownerName: z.string(),
  pets: z.array(z.object({ id: z.string(), name: z.string(), species: z.string() })),
});
export type OwnerLookup = z.infer<typeof ownerLookupSchema>;

/** POST /api/vet-business/appointments: a phone-in booking for an existing owner. */
export const phoneBookingRequestSchema = z.object({
  ownerEmail: ownerLookupQuerySchema.shape.email,
  petId: z
    .string({ error: 'Choose the pet this visit is for.' })
    .uuid('Choose the pet this visit is for.'),
  timeSlotId: z.string({ error: 'Choose a time' }).uuid('Choose a time'),
  appointmentTime: appointmentTimeSchema,
  serviceType: z
    .string({ error: 'Choose a service' })
    .trim()
    .min(1, 'Choose a service')
    .max(200, 'The service name must be at most 200 characters'),
  notes: optionalText(2000),
  /** The clinician to book; left out: "any available" at that time. */
  clinicianId: z.string().uuid('Choose a clinician from the list').optional(),
});
export type PhoneBookingRequest = z.infer<typeof phoneBookingRequestSchema>;

/** GET /api/vet-business/calendar?from=&to= (at most 42 days). */
export const calendarQuerySchema = z
  .object({ from: dateField('The first day'), to: dateField('The last day') })
  .superRefine((value, ctx) => {
    dateRange(value, ctx);
    const span =
      (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000;
    if (span + 1 > CALENDAR_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_RANGE_TEXT });
    }
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarSlotSchema = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isBooked: z.boolean(),
  /** Whose time the slot is. */
  clinicianId: z.string().optional(),
});
export const calendarAppointmentSchema = businessAppointmentSchema.extend({
  endTime: z.string(),
  duration: z.number().int(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const calendarSchema = z.object({
  timeZone: z.string(),
  slots: z.array(calendarSlotSchema),
  appointments: z.array(calendarAppointmentSchema),
  /** The closures touching the range, so the grid can mark those days closed. */
  closures: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })).optional(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** GET /api/vet-business/calendar/month?month=YYYY-MM */
export const calendarMonthQuerySchema = z.object({
  month: z
    .string({ error: 'The month is required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written as YYYY-MM, such as 2026-12'),
});
export type CalendarMonthQuery = z.infer<typeof calendarMonthQuerySchema>;

export const calendarMonthSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), appointments: z.number().int(), freeSlots: z.number().int() }),
  ),
});
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

/** GET /api/vet-business/insights?from=&to= (both optional: the last 12 weeks by default). */
export const insightsQuerySchema = z
  .object({
    from: dateField('The first day').optional(),
    to: dateField('The last day').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: CLOSURE_END_BEFORE_START_TEXT });
    }
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** Weeks are named by their Monday (ISO week start), months as YYYY-MM; amounts in `currency`. */
export const insightsSchema = z.object({
  currency: z.string(),
  bookingsPerWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  revenuePerWeek: z.array(z.object({ week: z.string(), amount: z.number() })),
  /** 0-1: no-shows over visits whose time has passed (completed + no-show). */
  noShowRate: z.number(),
  /** day: 0 Sunday ... 6 Saturday; hour 0-23 in the clinic's zone. */
  busiestHours: z.array(
    z.object({ day: z.number().int(), hour: z.number().int(), count: z.number().int() }),
  ),
  servicesByRevenue: z.array(
    z.object({ service: z.string(), amount: z.number(), count: z.number().int() }),
  ),
  newVsReturning: z.object({ new: z.number().int(), returning: z.number().int() }),
  ratingOverTime: z.array(
    z.object({ month: z.string(), average: z.number(), count: z.number().int() }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
