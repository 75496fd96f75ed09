import type {
  AvailableDays,
  CancelAppointmentRequest,
  CreateAppointmentRequest,
  CreateWaitlistEntry,
  OwnerAppointment,
  Pet,
  PublicTimeSlot,
  RescheduleAppointmentRequest,
  WaitlistEntry,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

export interface AvailableSlotsArgs {
  clinicId: string;
  date: string;
  service?: string;
  /** Only this clinician's starts; without it, one start per time (any available). */
  clinician?: string;
}

export interface AvailableDaysArgs {
  clinicId: string;
  service?: string;
  clinician?: string;
}

const serviceParam = (service?: string) => (service ? { service } : {});
const clinicianParam = (clinician?: string) => (clinician ? { clinician } : {});

// The owner's waitlist is its own kind of server data; the dashboard lists it under this tag.
const bookingApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Waitlist'] });

export const bookingApi = bookingApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    availableSlots: build.query<PublicTimeSlot[], AvailableSlotsArgs>({
      query: ({ clinicId, date, service, clinician }) => ({
        url: `/vet-business/time-slots/available/${encodeURIComponent(clinicId)}`,
        params: { date, ...serviceParam(service), ...clinicianParam(clinician) },
      }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Slot', id: clinicId }],
      // Someone else may book a slot at any moment: never show a minutes-old list.
      keepUnusedDataFor: 0,
    }),
    availableDays: build.query<AvailableDays, AvailableDaysArgs>({
      query: ({ clinicId, service, clinician }) => ({
        url: `/vet-business/time-slots/available-days/${encodeURIComponent(clinicId)}`,
        params: { ...serviceParam(service), ...clinicianParam(clinician) },
      }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Slot', id: clinicId }],
      keepUnusedDataFor: 30,
    }),
    bookAppointment: build.mutation<
      Partial<OwnerAppointment> & { id?: string },
      CreateAppointmentRequest
    >({
      query: (body) => withIdempotencyKey({ url: '/appointments', method: 'POST', body }),
      // A booking whose answer was lost may well have been made: ask again with the same key.
      extraOptions: { retryLost: true },
      invalidatesTags: (_result, _error, { vetId }) => [
        { type: 'Slot', id: vetId },
        'Appointment',
        'Waitlist',
      ],
    }),
    /** The booking's own short pet form: name and species are enough to book. */
    addPetWhileBooking: build.mutation<Pet, { name: string; species: string }>({
      query: (body) => withIdempotencyKey({ url: '/users/pets', method: 'POST', body }),
      invalidatesTags: [{ type: 'Pet', id: 'LIST' }],
    }),
    joinWaitlist: build.mutation<WaitlistEntry, CreateWaitlistEntry>({
      query: (body) => withIdempotencyKey({ url: '/waitlist', method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    cancelAppointment: build.mutation<
      OwnerAppointment,
      { id: string; vetId: string; body: CancelAppointmentRequest }
    >({
      query: ({ id, body }) => ({
        url: `/appointments/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { vetId }) => [{ type: 'Slot', id: vetId }, 'Appointment'],
    }),
    rescheduleAppointment: build.mutation<
      OwnerAppointment,
      { id: string; vetId: string; body: RescheduleAppointmentRequest }
    >({
      query: ({ id, body }) => ({
        url: `/appointments/${encodeURIComponent(id)}/reschedule`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { vetId }) => [{ type: 'Slot', id: vetId }, 'Appointment'],
    }),
  }),
});

export const {
  useAvailableSlotsQuery,
  useAvailableDaysQuery,
  useBookAppointmentMutation,
  useAddPetWhileBookingMutation,
  useJoinWaitlistMutation,
  useCancelAppointmentMutation,
  useRescheduleAppointmentMutation,
} = bookingApi;
