import type {
  MedicalRecord,
  MedicalRecordRequest,
  Pet,
  PetRequest,
  Vaccination,
  VaccinationRequest,
} from '@petvet/shared';
import { api, withIdempotencyKey } from './slice';
import { withIfMatch } from '../versioned-write';

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
      invalidatesTags: (_r, _e, { petId }) => [{ type: 'Vaccination', id: petId }],
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
} = petsApi;
