/**
 * The clinic's desk beyond a plain phone-in booking: one appointment opened in full, a caller
 * without an account booked with a new client and pet, and that client claiming the account.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { appointmentStatusSchema, businessAppointmentSchema } from './appointments';
import { PASSWORD_TOO_SHORT_TEXT } from './auth';
import { idSchema, optionalText } from './common';

/** The pet field's error on the desk's booking forms, as a sentence. */
export const CHOOSE_PET_TEXT = 'Choose the pet this visit is for.';
export const DESK_EMAIL_TAKEN_TEXT =
  'A client with this email already has an account: find them by email instead.';
export const CLAIM_INVALID_TEXT =
  'This link has expired or was already used. Ask the clinic to book again, or sign in.';

/**
 * A caller who gave no email gets an address on this reserved domain (it can never receive
 * mail): the account exists for the booking, and the desk can add an email later.
 */
export const NO_EMAIL_DOMAIN = 'unclaimed.invalid';
// A closed account's row keeps an address on another reserved domain (deleted.invalid): no
// address under .invalid (RFC 2606) can receive mail, so none is ever sent or shown.
export const hasRealEmail = (email: string) => !email.toLowerCase().endsWith('.invalid');

const required = (text: string, max: number) =>
  z.string({ error: text }).trim().min(1, text).max(max, `At most ${max} characters`);

/** POST /api/vet-business/appointments/new-client: a caller without an account, with their pet. */
export const newClientBookingRequestSchema = z.object({
  firstName: required("Enter the caller's first name.", 100),
  lastName: required("Enter the caller's last name.", 100),
  phone: required("Enter the caller's phone number, so the clinic can call back.", 40),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Enter a valid email address')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address')
      .optional(),
  ),
  petName: required("Enter the pet's name.", 100),
  species: required("Enter the pet's species, for example Dog or Cat.", 60),
  timeSlotId: z.string({ error: 'Choose a time' }).uuid('Choose a time'),
  appointmentTime: z
    .string({ error: 'Choose a time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time'),
  serviceType: required('Choose a service.', 200),
  notes: optionalText(2000),
  /** The clinician to book; left out: "any available" at that time. */
  clinicianId: z.string().uuid('Choose a clinician from the list').optional(),
});
export type NewClientBookingRequest = z.infer<typeof newClientBookingRequestSchema>;

/** GET /api/vet-business/appointments/{id}/details: what the desk sees on opening a visit. */
export const appointmentDetailsSchema = z.object({
  appointment: businessAppointmentSchema.extend({ endTime: z.string(), duration: z.number() }),
  pet: z.object({
    name: z.string(),
    species: z.string(),
    breed: z.string().nullable(),
    /** Years, when the owner gave it. */
    age: z.number().nullable(),
  }),
  owner: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** False for an account the desk made that its owner has not claimed yet. */
    claimed: z.boolean(),
  }),
  /** The pet's other visits at this clinic, newest first (no records are shared between clinics). */
  history: z.array(
    z.object({
      id: idSchema,
      date: z.string(),
      time: z.string(),
      service: z.string(),
      status: appointmentStatusSchema,
    }),
  ),
});
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;

/** POST /api/auth/claim-account: the owner sets a first password from the emailed link. */
export const claimAccountRequestSchema = z.object({
  token: z.string({ error: CLAIM_INVALID_TEXT }).min(20, CLAIM_INVALID_TEXT).max(200),
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_TEXT).max(256),
});
export type ClaimAccountRequest = z.infer<typeof claimAccountRequestSchema>;
