import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../constants';
import { dateStringSchema, decimalStringToNumber, optionalText, timeStringSchema } from './common';

export const SLOT_TAKEN_TEXT = 'This time slot is no longer available';
export const SLOT_REBOOKED_TEXT =
  'This time slot has been booked again, so the cancelled appointment cannot be restored';
export const APPOINTMENT_COMPLETED_TEXT = 'A completed appointment cannot be changed';
export const SLOT_PAST_TEXT = 'This time slot has already passed';
export const SLOT_OUTSIDE_WINDOW_TEXT = 'Appointments can be booked from today up to 60 days ahead';
export const SLOT_MISMATCH_TEXT = 'The appointment date and time do not match the chosen time slot';

/** An id whose error names the field ("petId must be a valid id"). */
const idSchema = z.string().uuid();

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** '' and null from a form mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Slots read back HH:MM; a client echoing a database-style HH:MM:SS is accepted too. */
const appointmentTimeSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value) ? value.slice(0, 5) : value,
  timeStringSchema,
);

/**
 * POST /api/appointments. timeSlotId names the clinic's published slot the visit starts in;
 * appointmentDate must be that slot's date and appointmentTime a start inside it on the 15-minute
 * step (as the availability answer offers them). serviceType (a service name of the clinic; the
 * slot's own service when blank) decides the length: the service's duration is stored, and the
 * whole span must be free. duration is accepted as sent by the SPA and not used.
 */
export const createAppointmentRequestSchema = z.object({
  vetId: idSchema,
  petId: idSchema,
  timeSlotId: idSchema,
  serviceType: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  appointmentDate: dateStringSchema,
  appointmentTime: appointmentTimeSchema,
  duration: z.preprocess(
    (value) => decimalStringToNumber(blankToUndefined(value)),
    z.number().int().positive().max(1440).optional(),
  ),
  notes: z.preprocess(blankToUndefined, z.string().trim().max(2000).optional()),
  /**
   * The clinician to book; left out: "any available", the free clinician (performing the service,
   * its room free) with the fewest bookings that day, whichever clinician's slot timeSlotId names.
   */
  clinicianId: z.preprocess(blankToUndefined, idSchema.optional()),
  /**
   * "Share Bella's health record with <clinic>", the booking screen's box (ticked unless the
   * owner withdrew sharing with this clinic before): true shares the pet's record with the clinic
   * booked, false records that it is not shared; left out (other clients) changes nothing.
   */
  shareRecord: z.boolean().optional(),
});
export type CreateAppointmentRequest = z.infer<typeof createAppointmentRequestSchema>;

/** Whose time an appointment takes, and whether it is booked by the day. */
const clinicianFields = {
  clinicianId: z.string().nullable(),
  clinicianName: z.string().nullable(),
  roomName: z.string().nullable(),
  kind: z.enum(['appointment', 'drop_off']),
};

/** An appointment as its pet owner sees it, plus the price held at booking and when it was made. */
export const ownerAppointmentSchema = z.object({
  id: z.string(),
  vetId: z.string(),
  /** Null once the pet profile is deleted; petName, species and breed keep the booking's snapshot. */
  petId: z.string().nullable(),
  serviceType: z.string(),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  duration: z.number().int(),
  status: appointmentStatusSchema,
  notes: z.string(),
  businessName: z.string(),
  address: z.string(),
  petName: z.string(),
  species: z.string(),
  breed: z.string().nullable(),
  /** Null if the business later deleted the (freed) slot. */
  timeSlotId: z.string().nullable(),
  price: z.number().nullable(),
  createdAt: z.string(),
  ...clinicianFields,
});
export type OwnerAppointment = z.infer<typeof ownerAppointmentSchema>;
export const ownerAppointmentListSchema = z.array(ownerAppointmentSchema);

/** An appointment as the clinic sees it: whose pet, which service, when. */
export const businessAppointmentSchema = z.object({
  id: z.string(),
  petName: z.string(),
  ownerName: z.string(),
  service: z.string(),
  date: z.string(),
  time: z.string(),
  status: appointmentStatusSchema,
  notes: z.string(),
  /** For If-Match on the status PUT (see contracts/versions). */
  version: z.string().optional(),
  ...clinicianFields,
  /** Who changed it last (a staff member or the owner); null: nobody named, or the system. */
  changedBy: z.object({ name: z.string(), role: z.string() }).nullable(),
  /** False while the owner has not confirmed their email address (their reminders wait). */
  ownerEmailVerified: z.boolean().optional(),
  /** The pet, while it exists; with recordShared, whether its health record can be opened. */
  petId: z.string().nullable().optional(),
  /** True when the owner shares the pet's health record with this clinic. */
  recordShared: z.boolean().optional(),
});
export type BusinessAppointment = z.infer<typeof businessAppointmentSchema>;
export const businessAppointmentListSchema = z.array(businessAppointmentSchema);

/**
 * PUT /api/vet-business/appointments/:id/status. Nothing leaves cancelled, completed or no_show;
 * completed and no_show only once the visit has started.
 */
export const BUSINESS_SETTABLE_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const;
export const APPOINTMENT_CANCELLED_FINAL_TEXT =
  'This appointment was cancelled, so its status can no longer be changed';
export const APPOINTMENT_NO_SHOW_FINAL_TEXT =
  'This appointment is marked as a no-show, so its status can no longer be changed';
/**
 * The final statuses: a visit cancelled, taken place or missed is history, so its status stays
 * and it cannot be moved; each comes with the refusal to give. (The clinic may still correct a
 * completion to a no-show, or undo its own no-show, for a while: see the status service.)
 */
export const FINAL_STATUS_TEXTS: Readonly<Partial<Record<AppointmentStatus, string>>> = {
  cancelled: APPOINTMENT_CANCELLED_FINAL_TEXT,
  completed: APPOINTMENT_COMPLETED_TEXT,
  no_show: APPOINTMENT_NO_SHOW_FINAL_TEXT,
};
export const isFinalStatus = (status: string): boolean =>
  Object.prototype.hasOwnProperty.call(FINAL_STATUS_TEXTS, status);
/** A no-show the clinic marked can be put back to the status it replaced for this long. */
export const NO_SHOW_UNDO_SECONDS = 60;
export const NO_SHOW_UNDO_TOO_LATE_TEXT =
  'A no-show can be undone only within a minute of marking it, and only back to its previous status';
export const COMPLETED_BEFORE_START_TEXT =
  'An appointment can be marked completed only after its start time';
export const NO_SHOW_BEFORE_START_TEXT =
  'An appointment can be marked as a no-show only after its start time';

/** GET /api/vet-business/appointments?q=: owner or pet name, any part, any letter case. */
export const businessAppointmentListQuerySchema = z.object({
  q: optionalText(100),
});
export type BusinessAppointmentListQuery = z.infer<typeof businessAppointmentListQuerySchema>;
export const updateAppointmentStatusRequestSchema = z.object({
  status: z.enum(BUSINESS_SETTABLE_STATUSES),
  /** Why the clinic cancels: told to the owner in the cancellation email. */
  reason: optionalText(500),
});
export type UpdateAppointmentStatusRequest = z.infer<typeof updateAppointmentStatusRequestSchema>;
