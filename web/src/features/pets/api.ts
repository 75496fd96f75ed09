import type {
  MedicalRecord,
  MedicalRecordRequest,
  Pet,
  PetRequest,
  Vaccination,
  VaccinationRequest,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

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
    updatePet: build.mutation<Pet, { id: string; body: PetRequest }>({
      query: ({ id, body }) => ({ url: `/users/pets/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Pet', id },
        { type: 'Pet', id: 'LIST' },
      ],
    }),
    /**
     * The owner dashboard deletes at /users/pets/:id; My Pets at /api/users/pets/:id (an extra
     * api prefix kept for that page; the API serves both).
     */
    deletePet: build.mutation<void, { id: string; variant?: 'dashboard' | 'my-pets' }>({
      query: ({ id, variant = 'dashboard' }) => ({
        url: variant === 'my-pets' ? `/api/users/pets/${id}` : `/users/pets/${id}`,
        method: 'DELETE',
      }),
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
  useCreatePetMutation,
  useUpdatePetMutation,
  useDeletePetMutation,
  useMedicalHistoryQuery,
  useAddMedicalRecordMutation,
  useVaccinationsQuery,
  useAddVaccinationMutation,
} = petsApi;
