import type {
  MedicalRecord,
  MedicalRecordRequest,
  PatientDetail,
  PatientSummary,
  Vaccination,
  VaccinationRequest,
  WeightEntry,
  WeightEntryRequest,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Patient'] });

/** The three kinds of entry a clinic writes, by the path segment the API names them with. */
export type EntryKind = 'medical-history' | 'vaccinations' | 'weights';

export interface EntryBodies {
  'medical-history': MedicalRecordRequest;
  vaccinations: VaccinationRequest;
  weights: WeightEntryRequest;
}

export type AddEntryArgs = {
  [K in EntryKind]: { kind: K; petId: string; appointmentId: string; body: EntryBodies[K] };
}[EntryKind];

export type CorrectEntryArgs = {
  [K in EntryKind]: {
    kind: K;
    petId: string;
    entryId: string;
    version: string;
    body: EntryBodies[K];
  };
}[EntryKind];

type Entry = MedicalRecord | Vaccination | WeightEntry;

/**
 * The clinic's patients: the pets whose owners share their health record with it. A write goes
 * to the pet's record, so the list (allergies, badge, visits) and the page both read again.
 */
export const patientsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    patients: build.query<PatientSummary[], void>({
      query: () => '/vet-business/patients',
      providesTags: [{ type: 'Patient', id: 'LIST' }],
    }),
    patient: build.query<PatientDetail, string>({
      query: (petId) => `/vet-business/patients/${petId}`,
      providesTags: (_r, _e, petId) => [{ type: 'Patient', id: petId }],
    }),
    /** The visit it is written at goes beside the entry's own fields. */
    addPatientEntry: build.mutation<Entry, AddEntryArgs>({
      query: ({ kind, petId, appointmentId, body }) =>
        withIdempotencyKey({
          url: `/vet-business/patients/${petId}/${kind}`,
          method: 'POST',
          body: { ...body, appointmentId },
        }),
      invalidatesTags: (_r, _e, { petId }) => [
        { type: 'Patient', id: petId },
        { type: 'Patient', id: 'LIST' },
      ],
    }),
    /** A correction applies only to the version the page showed; a 412 means it changed. */
    correctPatientEntry: build.mutation<Entry, CorrectEntryArgs>({
      query: ({ kind, petId, entryId, version, body }) =>
        withIfMatch(
          { url: `/vet-business/patients/${petId}/${kind}/${entryId}`, method: 'PUT', body },
          version,
        ),
      invalidatesTags: (_r, _e, { petId }) => [
        { type: 'Patient', id: petId },
        { type: 'Patient', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  usePatientsQuery,
  usePatientQuery,
  useAddPatientEntryMutation,
  useCorrectPatientEntryMutation,
} = patientsApi;
