import {
  AppError,
  knownText,
  HEALTH_RECORD_TEXTS,
  idSchema,
  MEDICAL_RECORD_NOT_FOUND_TEXT,
  medicalRecordRequestSchema,
  VACCINATION_NOT_FOUND_TEXT,
  vaccinationRequestSchema,
  weightEntryRequestSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';

/** The three kinds of entry of a pet's record, by the path segment the API names them with. */
export const ENTRY_KINDS = ['medical-history', 'vaccinations', 'weights'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** What each kind is called in the revisions table and the 'record-written' event. */
export const storedKindOf = {
  'medical-history': 'medical_record',
  vaccinations: 'vaccination',
  weights: 'weight',
} as const;

export const tableOf = {
  'medical-history': schema.medicalRecords,
  vaccinations: schema.vaccinations,
  weights: schema.petWeights,
} as const;

export const requestSchemaOf = {
  'medical-history': medicalRecordRequestSchema,
  vaccinations: vaccinationRequestSchema,
  weights: weightEntryRequestSchema,
} as const;

const notFoundTextOf: Record<EntryKind, string> = {
  'medical-history': MEDICAL_RECORD_NOT_FOUND_TEXT,
  vaccinations: VACCINATION_NOT_FOUND_TEXT,
  weights: HEALTH_RECORD_TEXTS.weightNotFound,
};

export const entryNotFound = (kind: EntryKind) =>
  new AppError('NOT_FOUND', knownText(notFoundTextOf[kind]));

/** An entry id from the path: a malformed one cannot name an entry, so it is not found either. */
export function entryIdOf(kind: EntryKind, value: unknown): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw entryNotFound(kind);
  return parsed.data;
}

/** The clinic's staff member writing or reading, as the entries and the access log name them. */
export interface StaffMember {
  clinicId: string;
  staffId: string;
  staffName: string;
  clinicName: string;
}
