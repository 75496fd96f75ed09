import type { PetSharing, RecordRead } from '@petvet/shared';
import { api } from './slice';
import { withIfMatch } from '../versioned-write';

/** The three kinds of entry a clinic writes into a pet's record, as their URLs name them. */
export type RecordEntryKind = 'medical-history' | 'vaccinations' | 'weights';

const tagged = api.enhanceEndpoints({ addTagTypes: ['PetSharing', 'RecordReads'] });

/** What each kind of entry reloads once an owner hides or shows one again. */
const entryTags = (kind: RecordEntryKind, petId: string) =>
  kind === 'medical-history'
    ? [{ type: 'MedicalRecord' as const, id: petId }]
    : kind === 'vaccinations'
      ? [
          { type: 'Vaccination' as const, id: petId },
          { type: 'Pet' as const, id: 'LIST' },
        ]
      : // A hidden weighing may have been the latest, which is the pet's weight in every list.
        [
          { type: 'Pet' as const, id: petId },
          { type: 'Pet' as const, id: 'LIST' },
        ];

/**
 * The owner's side of the shared health record: which clinics may read each pet's record, who
 * read it, hiding what a clinic wrote, and the vaccination certificate by email.
 */
export const healthRecordApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    petSharing: build.query<PetSharing[], string>({
      query: (petId) => `/users/pets/${petId}/sharing`,
      providesTags: (_r, _e, petId) => [{ type: 'PetSharing', id: petId }],
    }),
    /** Revocable at any time: the clinic loses the record at once. */
    setPetSharing: build.mutation<PetSharing, { petId: string; clinicId: string; shared: boolean }>(
      {
        query: ({ petId, clinicId, shared }) => ({
          url: `/users/pets/${petId}/sharing/${clinicId}`,
          method: 'PUT',
          body: { shared },
        }),
        // The switch moves at once; a refusal puts it back when the list reloads.
        async onQueryStarted({ petId, clinicId, shared }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            healthRecordApi.util.updateQueryData('petSharing', petId, (rows) => {
              const row = rows.find((r) => r.clinicId === clinicId);
              if (row) row.shared = shared;
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: (_r, _e, { petId }) => [{ type: 'PetSharing', id: petId }],
      },
    ),
    recordReads: build.query<RecordRead[], string>({
      query: (petId) => `/users/pets/${petId}/access-log`,
      providesTags: (_r, _e, petId) => [{ type: 'RecordReads', id: petId }],
    }),
    /** An owner cannot alter what a clinic wrote, only hide it (kept, left off the certificate). */
    setEntryHidden: build.mutation<
      unknown,
      { petId: string; kind: RecordEntryKind; id: string; hidden: boolean; version?: string }
    >({
      query: ({ petId, kind, id, hidden, version }) =>
        withIfMatch(
          { url: `/users/pets/${petId}/${kind}/${id}/hidden`, method: 'PUT', body: { hidden } },
          version,
        ),
      invalidatesTags: (_r, _e, { petId, kind }) => entryTags(kind, petId),
    }),
    /** Accepted (202): the email goes out through the outbox, with the PDF attached. */
    emailCertificate: build.mutation<void, string>({
      query: (petId) => ({ url: `/users/pets/${petId}/certificate/email`, method: 'POST' }),
    }),
  }),
});

export const {
  usePetSharingQuery,
  useSetPetSharingMutation,
  useRecordReadsQuery,
  useSetEntryHiddenMutation,
  useEmailCertificateMutation,
} = healthRecordApi;
