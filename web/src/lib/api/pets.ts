import type {
  MedicalRecord,
  MedicalRecordRequest,
  Pet,
  PetRequest,
  Vaccination,
  VaccinationRequest,
  WeightEntry,
  WeightEntryRequest,
} from '@petvet/shared';
import { api, withIdempotencyKey } from './slice';
import { withIfMatch } from '../versioned-write';

/** A vaccination change also changes the pet's status badge in every pet list. */
const vaccinationChanged = (petId: string) => [
  { type: 'Vaccination' as const, id: petId },
  { type: 'Pet' as const, id: 'LIST' },
];

/** The owner's pets and their records; the booking screen's short pet form adds through createPet too. */
export const petsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pets: build.query<Pet[], void>({
      query: () => '/users/pets',
      providesTags: (result) => [
        { type: 'Pet' as const, id: 'LIST' },
        ...(result ?? []).map((pet) => ({ type: 'Pet' as const, id: pet.id })),
      ],
    }),
    createPet: build.mutation<Pet, PetRequest>({
      query: (body) => withIdempotencyKey({ url: '/users/pets', method: 'POST', body }),
      invalidatesTags: [{ type: 'Pet', id: 'LIST' }],
    }),
    /** One pet as saved now, with its version: what an edit is compared with after a conflict. */
    pet: build.query<Pet, string>({
      query: (id) => `/users/pets/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Pet', id }],
    }),
    /** The whole pet as edited, applied only to the version it was read at (`version`). */
    updatePet: build.mutation<Pet, { id: string; body: PetRequest; version?: string }>({
      query: ({ id, body, version }) =>
        withIfMatch({ url: `/users/pets/${id}`, method: 'PUT', body }, version),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Pet', id },
        { type: 'Pet', id: 'LIST' },
      ],
    }),
    /**
     * The owner dashboard deletes at /users/pets/:id; My Pets at /api/users/pets/:id (an extra
     * api prefix kept for that page; the API serves both).
     */
    deletePet: build.mutation<
      void,
      { id: string; variant?: 'dashboard' | 'my-pets'; version?: string }
    >({
      query: ({ id, variant = 'dashboard', version }) =>
        withIfMatch(
          {
            url: variant === 'my-pets' ? `/api/users/pets/${id}` : `/users/pets/${id}`,
            method: 'DELETE',
          },
          version,
        ),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Pet', id },
        { type: 'Pet', id: 'LIST' },
        'Appointment',
      ],
    }),
    /** An edited record applies only to the version it was read at; a 412 means it changed. */
    updateMedicalRecord: build.mutation<
      MedicalRecord,
      { petId: string; id: string; body: MedicalRecordRequest; version?: string }
    >({
      query: ({ petId, id, body, version }) =>
        withIfMatch(
          { url: `/users/pets/${petId}/medical-history/${id}`, method: 'PUT', body },
          version,
        ),
      invalidatesTags: (_r, _e, { petId }) => [{ type: 'MedicalRecord', id: petId }],
    }),
    deleteMedicalRecord: build.mutation<void, { petId: string; id: string; version?: string }>({
      query: ({ petId, id, version }) =>
        withIfMatch(
          { url: `/users/pets/${petId}/medical-history/${id}`, method: 'DELETE' },
          version,
        ),
      invalidatesTags: (_r, _e, { petId }) => [{ type: 'MedicalRecord', id: petId }],
    }),
    updateVaccination: build.mutation<
      Vaccination,
      { petId: string; id: string; body: VaccinationRequest; version?: string }
    >({
      query: ({ petId, id, body, version }) =>
        withIfMatch(
          { url: `/users/pets/${petId}/vaccinations/${id}`, method: 'PUT', body },
          version,
        ),
      invalidatesTags: (_r, _e, { petId }) => vaccinationChanged(petId),
    }),
    deleteVaccination: build.mutation<void, { petId: string; id: string; version?: string }>({
      query: ({ petId, id, version }) =>
        withIfMatch({ url: `/users/pets/${petId}/vaccinations/${id}`, method: 'DELETE' }, version),
      invalidatesTags: (_r, _e, { petId }) => vaccinationChanged(petId),
    }),
    /** Weighings are part of the pet: they reload whenever the pet does (its weight, its form). */
    weights: build.query<WeightEntry[], string>({
      query: (petId) => `/users/pets/${petId}/weights`,
      providesTags: (_r, _e, petId) => [{ type: 'Pet', id: petId }],
    }),
    addWeight: build.mutation<WeightEntry, { petId: string; body: WeightEntryRequest }>({
      query: ({ petId, body }) =>
        withIdempotencyKey({ url: `/users/pets/${petId}/weights`, method: 'POST', body }),
      // The pet's weight and version change with it.
      invalidatesTags: (_r, _e, { petId }) => [
        { type: 'Pet', id: petId },
        { type: 'Pet', id: 'LIST' },
      ],
    }),
    medicalHistory: build.query<MedicalRecord[], string>({
      query: (petId) => `/users/pets/${petId}/medical-history`,
      providesTags: (_r, _e, petId) => [{ type: 'MedicalRecord', id: petId }],
    }),
    addMedicalRecord: build.mutation<MedicalRecord, { petId: string; body: MedicalRecordRequest }>({
      query: ({ petId, body }) =>
        withIdempotencyKey({ url: `/users/pets/${petId}/medical-history`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { petId }) => [{ type: 'MedicalRecord', id: petId }],
    }),
    vaccinations: build.query<Vaccination[], string>({
      query: (petId) => `/users/pets/${petId}/vaccinations`,
      providesTags: (_r, _e, petId) => [{ type: 'Vaccination', id: petId }],
    }),
    addVaccination: build.mutation<Vaccination, { petId: string; body: VaccinationRequest }>({
      query: ({ petId, body }) =>
        withIdempotencyKey({ url: `/users/pets/${petId}/vaccinations`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { petId }) => vaccinationChanged(petId),
    }),
  }),
});

export const {
  usePetsQuery,
  useLazyPetQuery,
  useCreatePetMutation,
  useUpdatePetMutation,
  useDeletePetMutation,
  useMedicalHistoryQuery,
  useAddMedicalRecordMutation,
  useVaccinationsQuery,
  useAddVaccinationMutation,
  useUpdateMedicalRecordMutation,
  useDeleteMedicalRecordMutation,
  useUpdateVaccinationMutation,
  useDeleteVaccinationMutation,
  useWeightsQuery,
  useAddWeightMutation,
} = petsApi;
