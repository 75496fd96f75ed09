import { z } from 'zod';
import { medicalRecordSchema, petSchema, vaccinationSchema, vaccinationStatusSchema } from './pets';
import { weightEntrySchema } from './pet-weights';
export { writtenBySchema, type WrittenBy } from './record-provenance';

/**
 * The health record held by the owner and shared, pet by pet, with the clinics the owner lets in
 * (migration 0035). A clinic reads only what was shared with it, every read is logged for the
 * owner to see, and what a clinic writes is marked with the clinic and the staff member.
 */

// -- The owner's side ---------------------------------------------------------------------------

/** GET /api/users/pets/:id/sharing: one row per clinic the pet has been to or shared with. */
export const petSharingSchema = z.object({
  clinicId: z.string(),
  clinicName: z.string(),
  shared: z.boolean(),
  /** When the owner last changed it (or booking set it). */
  updatedAt: z.string(),
});
export type PetSharing = z.infer<typeof petSharingSchema>;
export const petSharingListSchema = z.array(petSharingSchema);

/** PUT /api/users/pets/:id/sharing/:clinicId */
export const petSharingRequestSchema = z.object({ shared: z.boolean() }).strict();
export type PetSharingRequest = z.infer<typeof petSharingRequestSchema>;

/** GET /api/users/pets/:id/access-log: every read of the record by a clinic, newest first. */
export const recordReadSchema = z.object({
  id: z.string(),
  clinicId: z.string(),
  clinicName: z.string(),
  staffName: z.string(),
  via: z.enum(['patient', 'patients', 'appointment']),
  readAt: z.string(),
});
export type RecordRead = z.infer<typeof recordReadSchema>;
export const recordReadListSchema = z.array(recordReadSchema);

/** PUT /api/users/pets/:id/{medical-history|vaccinations|weights}/:entryId/hidden */
export const entryHiddenRequestSchema = z.object({ hidden: z.boolean() }).strict();

/** The booking's consent: share this pet's record with the clinic booked (on by default). */
export const shareRecordFieldSchema = z.boolean().default(true);

// -- The clinic's side --------------------------------------------------------------------------

/** GET /api/vet-business/patients: the pets whose owners shared their record with the clinic. */
export const patientSummarySchema = z.object({
  petId: z.string(),
  name: z.string(),
  species: z.string(),
  breed: z.string().nullable(),
  allergies: z.array(z.string()),
  chronicConditions: z.array(z.string()),
  vaccinationStatus: vaccinationStatusSchema.nullable(),
  ownerName: z.string(),
  /** The pet's latest and next visits at this clinic (YYYY-MM-DD), if any. */
  lastVisit: z.string().nullable(),
  nextVisit: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;
/** GET /api/vet-business/patients?q=: the pet's or the owner's name contains q (any case). */
export const patientListQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(100).optional(),
  ),
});
export const patientListSchema = z.array(patientSummarySchema);

export const patientVisitSchema = z.object({
  appointmentId: z.string(),
  date: z.string(),
  time: z.string(),
  service: z.string(),
  status: z.string(),
  clinicianName: z.string().nullable(),
});

/** GET /api/vet-business/patients/:petId: the pet, its owner's contact and the whole record. */
export const patientDetailSchema = z.object({
  pet: petSchema.omit({ version: true }),
  owner: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  medicalHistory: z.array(medicalRecordSchema),
  vaccinations: z.array(vaccinationSchema),
  weights: z.array(weightEntrySchema),
  /** This pet's visits at this clinic, newest first. */
  visits: z.array(patientVisitSchema),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

/**
 * The visit a clinic writes from, sent beside the entry's own fields on every clinic POST: the
 * appointment must be this pet's at this clinic, confirmed or completed.
 */
export const clinicEntryContextSchema = z.object({ appointmentId: z.string().uuid() });

// -- Reminder rules -----------------------------------------------------------------------------

export const REMINDER_RULES_MAX = 30;
export const REMINDER_OFFSETS_MAX = 5;
export const REMINDER_OFFSET_DAYS_MAX = 365;
/** An owner whose vaccination no clinic's rule covers hears this many days before it is due. */
export const DEFAULT_REMINDER_DAYS_BEFORE = [14] as const;

const offsets = z
  .array(z.number().int().min(0).max(REMINDER_OFFSET_DAYS_MAX))
  .max(REMINDER_OFFSETS_MAX)
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

/** One rule: "Annual booster: remind 30 and 7 days before due, and 14 days after if not booked". */
export const reminderRuleSchema = z.object({
  name: z.string().trim().min(1).max(80),
  /** Words the vaccine's name contains (any case), e.g. "booster" or "rabies". */
  matches: z.string().trim().min(1).max(80),
  /** The clinic's service "Book now" chooses; null opens the booking screen with none chosen. */
  serviceId: z.string().uuid().nullable(),
  daysBefore: offsets,
  daysAfter: offsets.refine((days) => !days.includes(0), 'daysAfter must be at least 1'),
});
export type ReminderRule = z.infer<typeof reminderRuleSchema>;

/** PUT /api/vet-business/reminder-rules replaces the list (If-Match: the list's version). */
export const reminderRulesRequestSchema = z.object({
  rules: z.array(reminderRuleSchema).max(REMINDER_RULES_MAX),
});
export type ReminderRulesRequest = z.infer<typeof reminderRulesRequestSchema>;

export const reminderRulesResponseSchema = z.object({
  rules: z.array(reminderRuleSchema.extend({ id: z.string() })),
  version: z.string(),
});
export type ReminderRulesResponse = z.infer<typeof reminderRulesResponseSchema>;

// -- Texts --------------------------------------------------------------------------------------

export const HEALTH_RECORD_TEXTS = {
  notShared: 'This pet’s owner has not shared its health record with your clinic',
  needsVisit:
    'Records can only be written from a confirmed or completed appointment of this pet at your clinic',
  notYourEntry: 'Only the clinic that wrote this entry can correct it',
  patientNotFound: 'Patient not found',
  weightNotFound: 'Weight entry not found',
  ownEntryNotHideable: 'Only entries a clinic wrote can be hidden; delete your own entries instead',
  clinicNotFound: 'Clinic not found',
  /** The booking screen's consent line, e.g. "Share Bella's health record with Camden Town". */
  shareOffer: (petName: string, clinicName: string) =>
    `Share ${petName}'s health record with ${clinicName}`,
} as const;
