/**
 * An account's data as GET /api/account/export gives it: everything the account owns, read from
 * the database as it is. No token, code or password hash is ever part of it: a link, a calendar
 * feed, a recovery code or a session is told by its dates only.
 */
import { z } from 'zod';

const when = z.string();
const maybeWhen = z.string().nullable();

export const exportedProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  userType: z.string(),
  emailVerifiedAt: maybeWhen,
  secondFactorEnabledAt: maybeWhen,
  createdAt: when,
});

export const exportedMedicalRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  vetName: z.string().nullable(),
  vetClinic: z.string().nullable(),
  treatment: z.string().nullable(),
  medications: z.string().nullable(),
  followUpRequired: z.boolean(),
  followUpDate: z.string().nullable(),
  createdAt: when,
});

export const exportedVaccinationSchema = z.object({
  id: z.string(),
  vaccineName: z.string(),
  dateGiven: z.string(),
  nextDueDate: z.string().nullable(),
  vetName: z.string().nullable(),
  vetClinic: z.string().nullable(),
  batchNumber: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: when,
});

export const exportedPetSchema = z.object({
  id: z.string(),
  name: z.string(),
  species: z.string(),
  breed: z.string().nullable(),
  age: z.number().nullable(),
  weight: z.number().nullable(),
  gender: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  createdAt: when,
  medicalRecords: z.array(exportedMedicalRecordSchema),
  vaccinations: z.array(exportedVaccinationSchema),
});

export const exportedAppointmentSchema = z.object({
  id: z.string(),
  clinicName: z.string(),
  petName: z.string(),
  service: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  price: z.number().nullable(),
  status: z.string(),
  notes: z.string(),
  createdAt: when,
});

export const exportedReviewSchema = z.object({
  id: z.string(),
  clinicName: z.string(),
  rating: z.number(),
  comment: z.string(),
  response: z.string().nullable(),
  createdAt: when,
});

export const exportedWaitlistEntrySchema = z.object({
  id: z.string(),
  clinicName: z.string(),
  date: z.string(),
  petName: z.string().nullable(),
  service: z.string().nullable(),
  status: z.string(),
  createdAt: when,
  closedAt: maybeWhen,
});

/** A time held for the account (a waitlist offer, a booking in progress). */
export const exportedHoldSchema = z.object({
  id: z.string(),
  clinicName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  expiresAt: when,
});

/** A calendar feed, a recovery code, an emailed link: when, never the secret itself. */
export const exportedAccessSchema = z.object({
  id: z.string(),
  kind: z.string(),
  createdAt: when,
  endedAt: maybeWhen,
});

export const exportedSessionSchema = z.object({
  id: z.string(),
  deviceLabel: z.string(),
  address: z.string(),
  createdAt: when,
  lastSeenAt: when,
  endedAt: maybeWhen,
});

/** A business account's clinic profile, as the account wrote it. */
export const exportedClinicSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  description: z.string(),
  createdAt: when,
});

export const exportedMembershipSchema = z.object({
  id: z.string(),
  clinicName: z.string(),
  role: z.string(),
  createdAt: when,
  removedAt: maybeWhen,
});

export const accountExportSchema = z.object({
  exportedAt: when,
  profile: exportedProfileSchema,
  pets: z.array(exportedPetSchema),
  appointments: z.array(exportedAppointmentSchema),
  reviews: z.array(exportedReviewSchema),
  waitlist: z.array(exportedWaitlistEntrySchema),
  holds: z.array(exportedHoldSchema),
  /** Calendar feeds, emailed links, recovery codes, desk-made account claims, practice claims: dates only. */
  access: z.array(exportedAccessSchema),
  sessions: z.array(exportedSessionSchema),
  clinic: exportedClinicSchema.nullable(),
  memberships: z.array(exportedMembershipSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The file name the export is downloaded as. */
export const exportFileName = (day: string) => `petvet-my-data-${day}.json`;

export const ACCOUNT_CLOSED_TEXT =
  'Your account is closed and your personal data deleted. Thank you for using PetVet.';
/** Why the clinic is told a visit was cancelled when its owner closed the account. */
export const ACCOUNT_CLOSED_CANCEL_REASON = 'The owner closed their PetVet account.';
/** The address a closed account's row keeps: on a reserved domain that never receives mail. */
export const closedAccountEmail = (id: string) => `deleted-${id}@deleted.invalid`;
export const closeAccountAnswerSchema = z.object({ message: z.string() });
