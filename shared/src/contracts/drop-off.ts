import { z } from 'zod';
import { toMinutes } from '../domain/time-of-day';
import { ownerAppointmentSchema } from './appointments';
import { dateStringSchema, idSchema } from './common';
import { WEEK_DAYS, dayLabel } from './clinic-ops';

/** A drop-off day: admitted in a window of the morning, collected from a time in the afternoon. */

export const DROP_OFF_DAYS_MAX = 62;
export const DROP_OFF_WINDOW_ORDER_TEXT = 'An admission window must end after it starts';
export const DROP_OFF_ONE_WINDOW_TEXT = 'Give each weekday at most one admission window';
export const DROP_OFF_COLLECTION_TEXT =
  'Collection must be at or after the end of every admission window';
export const DROP_OFF_CLINICIAN_NOT_FOUND_TEXT = 'Clinician not found';
export const DROP_OFF_RANGE_TEXT = `Ask for at most ${DROP_OFF_DAYS_MAX} days at once, from a day on or before the last`;
export const NOT_A_DROP_OFF_TEXT = 'This service is booked by appointment time, not as a drop-off';
export const dropOffByDayText = (service: string) =>
  `${service} is booked by the day as a drop-off, not at a time`;
export const DROP_OFF_NOT_SET_TEXT = 'This clinic takes no drop-offs';

/** "This day is fully booked for Neutering". */
export const dropOffFullText = (service: string) => `This day is fully booked for ${service}`;
/** "The clinic takes no drop-offs on Sundays" / "... is closed on 2030-03-04". */
export const noAdmissionText = (day: (typeof WEEK_DAYS)[number]) =>
  `The clinic takes no drop-offs on ${dayLabel(day)}s`;
/** "Rex is already booked in on 2030-03-06". */
export const dropOffTwiceText = (pet: string, date: string) =>
  `${pet} is already booked in on ${date}`;
export const dropOffClosedText = (date: string) => `The clinic is closed on ${date}`;
export const dropOffOutsideWindowText = (date: string) =>
  `Drop-offs cannot be booked for ${date}: choose a day from today within the booking window`;

const clockSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times must be written as HH:MM, such as 08:30');

export const dropOffWindowSchema = z
  .object({ day: z.enum(WEEK_DAYS), start: clockSchema, end: clockSchema })
  .refine((w) => toMinutes(w.end) > toMinutes(w.start), {
    message: DROP_OFF_WINDOW_ORDER_TEXT,
    path: ['end'],
  });
export type DropOffWindowInput = z.infer<typeof dropOffWindowSchema>;

/** PUT /api/vet-business/drop-off (If-Match), and the GET answer with its version. */
export const dropOffSettingsInputSchema = z
  .object({
    windows: z.array(dropOffWindowSchema).max(WEEK_DAYS.length),
    collectionTime: clockSchema,
    dailyCap: z.number().int().gt(0).max(1000),
    /** The theatre clinician, whose calendar is kept for the procedure list on drop-off days. */
    clinicianId: idSchema.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    const days = input.windows.map((w) => w.day);
    if (new Set(days).size !== days.length)
      ctx.addIssue({ code: 'custom', message: DROP_OFF_ONE_WINDOW_TEXT, path: ['windows'] });
    if (input.windows.some((w) => toMinutes(input.collectionTime) < toMinutes(w.end)))
      ctx.addIssue({ code: 'custom', message: DROP_OFF_COLLECTION_TEXT, path: ['collectionTime'] });
  });
export type DropOffSettingsInput = z.infer<typeof dropOffSettingsInputSchema>;

export const dropOffSettingsSchema = z.object({
  windows: z.array(z.object({ day: z.enum(WEEK_DAYS), start: z.string(), end: z.string() })),
  collectionTime: z.string(),
  dailyCap: z.number().int(),
  clinicianId: z.string().nullable(),
  /** For If-Match on PUT (see contracts/versions). */
  version: z.string().optional(),
});
export type DropOffSettings = z.infer<typeof dropOffSettingsSchema>;

/** GET /api/vets/{id}/drop-off-days?serviceId=&from=&to= */
export const dropOffDaysQuerySchema = z
  .object({ serviceId: idSchema, from: dateStringSchema, to: dateStringSchema })
  .refine(
    (q) =>
      q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DROP_OFF_DAYS_MAX,
    { message: DROP_OFF_RANGE_TEXT, path: ['to'] },
  );
export type DropOffDaysQuery = z.infer<typeof dropOffDaysQuerySchema>;

export const dropOffDaySchema = z.object({
  date: z.string(),
  admission: z.object({ start: z.string(), end: z.string() }),
  collectionTime: z.string(),
  /** Places left that day for this service (the smaller of its cap and the clinic's total). */
  left: z.number().int(),
});
export type DropOffDay = z.infer<typeof dropOffDaySchema>;
export const dropOffDayListSchema = z.array(dropOffDaySchema);

/** POST /api/drop-offs: the owner picks a day, not a time. */
export const createDropOffRequestSchema = z.object({
  vetId: idSchema,
  petId: idSchema,
  serviceId: idSchema,
  date: dateStringSchema,
  notes: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    z.string().trim().max(2000).optional(),
  ),
});
export type CreateDropOffRequest = z.infer<typeof createDropOffRequestSchema>;

/** The owner's appointment a drop-off makes: its time is admission start, its length the window. */
export const dropOffAppointmentSchema = ownerAppointmentSchema.extend({
  kind: z.literal('drop_off'),
});
export type DropOffAppointment = z.infer<typeof dropOffAppointmentSchema>;
