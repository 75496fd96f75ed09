/**
 * The clinic's bookable calendars: its clinicians (whose time is booked) and its rooms (which a
 * service may need for its whole span).
 */
import { z } from 'zod';
import { workingHoursSchema } from './clinic-ops';
import { idSchema } from './common';

export const CLINICIAN_ROLES = ['vet', 'nurse', 'other'] as const;
export type ClinicianRole = (typeof CLINICIAN_ROLES)[number];
export const CLINICIAN_NAME_MAX = 100;
export const ROOM_NAME_MAX = 60;
/** More than any clinic offers; bounds the work one request can ask for. */
const MAX_CLINICIAN_SERVICES = 500;

export const CLINICIAN_NAME_REQUIRED_TEXT = "Enter the clinician's name";
export const CLINICIAN_NAME_TOO_LONG_TEXT = `A clinician's name can be at most ${CLINICIAN_NAME_MAX} characters`;
export const CLINICIAN_ROLE_TEXT = 'Choose whether the clinician is a vet, a nurse or other';
export const CLINICIAN_PHOTO_TEXT = 'The photo must be an https:// address';
export const CLINICIAN_SERVICES_TEXT =
  'Services must be a list of service ids, or null for every service';
export const CLINICIAN_NOT_FOUND_TEXT = 'Clinician not found';
export const CLINICIAN_UNKNOWN_SERVICE_TEXT =
  'A clinician can only be given services this clinic offers';
export const CLINICIAN_HAS_BOOKINGS_TEXT =
  'This clinician has upcoming appointments: move or cancel them before removing the clinician';
export const LAST_CLINICIAN_TEXT =
  'A clinic needs at least one clinician: add another before removing this one';
export const ROOM_NAME_REQUIRED_TEXT = "Enter the room's name";
export const ROOM_NAME_TOO_LONG_TEXT = `A room's name can be at most ${ROOM_NAME_MAX} characters`;
/** A room a service still needs stays, so that service never becomes impossible to book. */
export const ROOM_IN_USE_TEXT =
  'Services still need this room: change them to another room or none first';

const nameSchema = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const clinicianRoleSchema = z.enum(CLINICIAN_ROLES, { error: CLINICIAN_ROLE_TEXT });

const photoUrlSchema = z
  .string({ error: CLINICIAN_PHOTO_TEXT })
  .trim()
  .max(2000, CLINICIAN_PHOTO_TEXT)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, CLINICIAN_PHOTO_TEXT);

/**
 * POST and PUT /api/vet-business/clinicians(/:id). Fields are declared in the order they are
 * checked, so the first problem reported is the earliest field. Left out: kept on PUT (none, all
 * services and the clinic's hours on POST); null: no photo, every service, the clinic's hours.
 */
export const clinicianInputSchema = z.object({
  name: nameSchema(CLINICIAN_NAME_MAX, CLINICIAN_NAME_REQUIRED_TEXT, CLINICIAN_NAME_TOO_LONG_TEXT),
  role: clinicianRoleSchema,
  photoUrl: photoUrlSchema.nullable().optional(),
  serviceIds: z
    .array(idSchema, { error: CLINICIAN_SERVICES_TEXT })
    .max(MAX_CLINICIAN_SERVICES, CLINICIAN_SERVICES_TEXT)
    .transform((ids) => [...new Set(ids)])
    .nullable()
    .optional(),
  workingHours: workingHoursSchema.nullable().optional(),
});
export type ClinicianInput = z.infer<typeof clinicianInputSchema>;

export const clinicianSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: clinicianRoleSchema,
  photoUrl: z.string().nullable(),
  /** null: every service of the clinic, those added later included. */
  serviceIds: z.array(z.string()).nullable(),
  /** null: the clinic's own working hours. */
  workingHours: workingHoursSchema.nullable(),
  /** "Any available" ties go to the earliest hired. */
  hiredAt: z.string(),
  /** For If-Match on PUT and DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type Clinician = z.infer<typeof clinicianSchema>;

/** A clinician as the public clinic page shows them: `services` are the ids they perform. */
export const publicClinicianSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: clinicianRoleSchema,
  photoUrl: z.string().nullable(),
  services: z.array(z.string()),
});
export type PublicClinician = z.infer<typeof publicClinicianSchema>;

/** POST and PUT /api/vet-business/rooms(/:id). */
export const roomInputSchema = z.object({
  name: nameSchema(ROOM_NAME_MAX, ROOM_NAME_REQUIRED_TEXT, ROOM_NAME_TOO_LONG_TEXT),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

export const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** For If-Match on PUT and DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type Room = z.infer<typeof roomSchema>;
