import { z } from 'zod';
import {
  BOOKING_GENDERS,
  MEDICAL_RECORD_TYPES,
  MY_PETS_GENDERS,
  PET_AGE_MAX,
  PET_AGE_MIN,
} from '../constants';
import { dateStringSchema, pastDateStringSchema } from './common';
import { entryProvenanceShape } from './record-provenance';

/** Both screens' gender choices (booking side: Male/Female; My Pets adds neutered and spayed). */
export const PET_GENDERS = [...new Set<string>([...BOOKING_GENDERS, ...MY_PETS_GENDERS])] as [
  string,
  ...string[],
];
export const PET_WEIGHT_MAX = 99_999.9;
export const VACCINATION_STATUSES = ['overdue', 'due_soon', 'up_to_date'] as const;
export const vaccinationStatusSchema = z.enum(VACCINATION_STATUSES);
export type VaccinationStatus = z.infer<typeof vaccinationStatusSchema>;
/** A next due date this many days away or fewer (and not past) is "due soon". */
export const VACCINATION_DUE_SOON_DAYS = 30;
/** A record says what was done: it cannot be dated after today (follow-ups and due dates may). */
export const MEDICAL_RECORD_DATE_FUTURE_TEXT = 'The record date cannot be in the future';
export const VACCINATION_DATE_FUTURE_TEXT = 'The date given cannot be in the future';

/** '' and null from a cleared form field mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;
/** Form inputs sometimes arrive as numeric strings; anything else is left for zod to refuse. */
const numericString = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/**
 * For a field an update may leave out: absent stays undefined (the stored value is kept), while
 * '', whitespace and null become null (the field is cleared).
 */
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : (blankToUndefined(value) ?? null);

const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional free text: '', whitespace and null all mean "not given". */
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const ageSchema = z.preprocess(
  (value) => numericString(blankToNull(value)),
  z.number().int().min(PET_AGE_MIN).max(PET_AGE_MAX).nullable().optional(),
);

const weightSchema = z.preprocess(
  (value) => numericString(blankToNull(value)),
  z
    .number()
    .min(0)
    .max(PET_WEIGHT_MAX)
    // Steps of 0.1 kg; the tolerance absorbs binary floating point (0.1 * 3).
    .refine((weight) => Math.abs(weight * 10 - Math.round(weight * 10)) < 1e-6, {
      message: 'weight must have at most one decimal place',
    })
    .nullable()
    .optional(),
);

const genderSchema = z.preprocess(
  blankToNull,
  z
    .enum(PET_GENDERS as [string, ...string[]])
    .nullable()
    .optional(),
);

/** Optional pet text: absent keeps (on update), '' / whitespace / null clears. */
const clearableText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

export const MICROCHIP_NUMBER_TEXT = 'The microchip number must be 9 to 15 letters or digits';

/** A chip's number: ISO chips have 15 digits, older ones 9 or 10 characters; spaces are dropped. */
const microchipNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^[0-9A-Za-z]{9,15}$/, MICROCHIP_NUMBER_TEXT)
      .transform((text) => text.toUpperCase())
      .nullable()
      .optional(),
  ),
);

export const PET_CONDITION_LIST_MAX = 20;
export const PET_CONDITION_TEXT_MAX = 100;
export const PET_CONDITION_TOO_LONG_TEXT = `Each allergy or condition must be at most ${PET_CONDITION_TEXT_MAX} characters`;

/**
 * A short list of words (allergies, chronic conditions): each entry trimmed, blanks dropped, the
 * same entry twice (in any case) kept once. Absent keeps the stored list; null or [] clears it.
 */
const shortList = z.preprocess(
  (value) => (value === null ? [] : value),
  z
    .array(z.string().trim().max(PET_CONDITION_TEXT_MAX, PET_CONDITION_TOO_LONG_TEXT))
    .transform((items) =>
      items
        .filter((item) => item.length > 0)
        .filter(
          (item, at, all) => all.findIndex((x) => x.toLowerCase() === item.toLowerCase()) === at,
        ),
    )
    .pipe(z.array(z.string()).max(PET_CONDITION_LIST_MAX))
    .optional(),
);

/**
 * POST /api/users/pets and PUT /api/users/pets/:id. The PUT replaces the pet with what it sends,
 * but an optional field it leaves out keeps its stored value (a client that only knows name and
 * species must not wipe the medical notes); null or '' clears a field.
 */
export const petRequestSchema = z.object({
  name: requiredText(100),
  species: requiredText(50),
  breed: clearableText(100),
  age: ageSchema,
  weight: weightSchema,
  gender: genderSchema,
  medicalNotes: clearableText(4000),
  allergies: shortList,
  chronicConditions: shortList,
  microchipNumber,
});
export type PetRequest = z.infer<typeof petRequestSchema>;

export const petSchema = z.object({
  id: z.string(),
  name: z.string(),
  species: z.string(),
  breed: z.string().nullable(),
  age: z.number().int().nullable(),
  weight: z.number().nullable(),
  gender: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  allergies: z.array(z.string()),
  chronicConditions: z.array(z.string()),
  microchipNumber: z.string().nullable(),
  /** The most urgent state of the pet's vaccinations; null when none is recorded. */
  vaccinationStatus: vaccinationStatusSchema.nullable(),
  /** The pet's version, for If-Match on PUT and DELETE (the ETag of a single-pet answer). */
  version: z.string().optional(),
});
export type Pet = z.infer<typeof petSchema>;
export const petListSchema = z.array(petSchema);

export const medicalRecordTypeSchema = z.enum(MEDICAL_RECORD_TYPES);
export type MedicalRecordType = z.infer<typeof medicalRecordTypeSchema>;

const booleanFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

/** POST /api/users/pets/:id/medical-history. */
export const medicalRecordRequestSchema = z
  .object({
    date: pastDateStringSchema(MEDICAL_RECORD_DATE_FUTURE_TEXT),
    type: z.preprocess(blankToUndefined, medicalRecordTypeSchema.default('checkup')),
    title: requiredText(200),
    description: optionalText(4000),
    vetName: optionalText(200),
    vetClinic: optionalText(200),
    treatment: optionalText(4000),
    medications: optionalText(4000),
    followUpRequired: z.preprocess(blankToUndefined, booleanFlag.default(false)),
    followUpDate: z.preprocess(blankToUndefined, dateStringSchema.optional()),
  })
  // The follow-up date only exists when a follow-up is required (the form hides it otherwise).
  .transform((record) => ({
    ...record,
    followUpDate: record.followUpRequired ? record.followUpDate : undefined,
  }))
  .refine((record) => !record.followUpDate || record.followUpDate >= record.date, {
    message: 'followUpDate must not be before date',
    path: ['followUpDate'],
  });
export type MedicalRecordRequest = z.infer<typeof medicalRecordRequestSchema>;

export const medicalRecordSchema = z.object({
  id: z.string(),
  petId: z.string(),
  date: z.string(),
  type: medicalRecordTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  vetName: z.string().nullable(),
  vetClinic: z.string().nullable(),
  treatment: z.string().nullable(),
  medications: z.string().nullable(),
  followUpRequired: z.boolean(),
  followUpDate: z.string().nullable(),
  createdAt: z.string(),
  /** For If-Match on PUT and DELETE of this record. */
  version: z.string(),
  ...entryProvenanceShape,
});
export type MedicalRecord = z.infer<typeof medicalRecordSchema>;
export const medicalRecordListSchema = z.array(medicalRecordSchema);

/** POST /api/users/pets/:id/vaccinations. */
export const vaccinationRequestSchema = z
  .object({
    vaccineName: requiredText(200),
    dateGiven: pastDateStringSchema(VACCINATION_DATE_FUTURE_TEXT),
    nextDueDate: z.preprocess(blankToUndefined, dateStringSchema.optional()),
    vetName: optionalText(200),
    vetClinic: optionalText(200),
    batchNumber: optionalText(100),
    notes: optionalText(4000),
  })
  .refine((record) => !record.nextDueDate || record.nextDueDate >= record.dateGiven, {
    message: 'nextDueDate must not be before dateGiven',
    path: ['nextDueDate'],
  });
export type VaccinationRequest = z.infer<typeof vaccinationRequestSchema>;

export const vaccinationSchema = z.object({
  id: z.string(),
  petId: z.string(),
  vaccineName: z.string(),
  dateGiven: z.string(),
  nextDueDate: z.string().nullable(),
  vetName: z.string().nullable(),
  vetClinic: z.string().nullable(),
  batchNumber: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** On the day asked, from the next due date (a later dose of the same vaccine renews it). */
  status: vaccinationStatusSchema,
  /** For If-Match on PUT and DELETE of this record. */
  version: z.string(),
  ...entryProvenanceShape,
});
export type Vaccination = z.infer<typeof vaccinationSchema>;
export const vaccinationListSchema = z.array(vaccinationSchema);

export const MEDICAL_RECORD_NOT_FOUND_TEXT = 'Medical record not found';
export const VACCINATION_NOT_FOUND_TEXT = 'Vaccination not found';
export const CLINIC_WRITTEN_ENTRY_TEXT =
  'A clinic wrote this entry, so it can only be changed by that clinic';
