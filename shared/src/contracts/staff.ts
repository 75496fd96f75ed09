import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff-roles';
import { versionSchema } from './versions';

/** STAFF_ROLES itself is exported from the domain rule, shared/src/domain/staff-roles.ts. */

export const staffRoleSchema = z.enum(STAFF_ROLES);
/** The owner is the clinic's own account: nobody is invited as owner. */
export const invitableRoleSchema = z.enum(['manager', 'vet', 'nurse', 'reception']);

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRoleSchema,
  clinicianId: z.string().nullable(),
  clinicianName: z.string().nullable(),
  joinedAt: z.string(),
  isYou: z.boolean(),
  /** For If-Match on DELETE (see contracts/versions.ts). */
  version: versionSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  clinicianId: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  version: versionSchema,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /api/vet-business/staff: the members and the invitations still pending. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /api/vet-business/staff/invitations */
export const staffInvitationInputSchema = z.object({
  email: z.string().trim().max(254).email(),
  role: invitableRoleSchema,
  clinicianId: z.string().uuid().optional(),
});
export type StaffInvitationInput = z.infer<typeof staffInvitationInputSchema>;

export const staffIdParamsSchema = z.object({ id: z.string().uuid() });

/** The clinic a business account acts for, and as what; on /api/auth/me and the login answer. */
export const staffClinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  clinicianId: z.string().nullable(),
});
export type StaffClinic = z.infer<typeof staffClinicSchema>;

export const INVITATION_DAYS = 7;
export const INVITATION_INVALID_TEXT =
  'This invitation link is not valid: it may have expired, been used or been withdrawn. Ask the clinic for a new one.';
export const INVITATION_EMAIL_TAKEN_TEXT =
  'An account with this email already exists. Ask the clinic to invite another email address.';
export const OWNER_CANNOT_LEAVE_TEXT = 'The practice owner cannot be removed from the clinic';
export const STAFF_MEMBER_NOT_FOUND_TEXT = 'Staff member not found';
export const STAFF_INVITATION_NOT_FOUND_TEXT = 'Invitation not found';
export const ALREADY_STAFF_TEXT = 'This person already works for a clinic on PetVet';
export const CLINICIAN_NOT_FOUND_FOR_STAFF_TEXT = 'Clinician not found in this clinic';
