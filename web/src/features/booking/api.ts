import type { CreateAppointmentRequest, OwnerAppointment, PublicTimeSlot } from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

export interface AvailableSlotsArgs {
  clinicId: string;
  date: string;
  service?: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    availableSlots: build.query<PublicTimeSlot[], AvailableSlotsArgs>({
      query: ({ clinicId, date, service }) => ({
        url: `/vet-business/time-slots/available/${encodeURIComponent(clinicId)}`,
        params: { date, ...(service ? { service } : {}) },
      }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Slot', id: clinicId }],
      // Someone else may book a slot at any moment: never show a minutes-old list.
      keepUnusedDataFor: 0,
    }),
    bookAppointment: build.mutation<
      Partial<OwnerAppointment> & { id?: string },
      CreateAppointmentRequest
    >({
      query: (body) => withIdempotencyKey({ url: '/appointments', method: 'POST', body }),
      // A booking whose answer was lost may well have been made: ask again with the same key.
      extraOptions: { retryLost: true },
      invalidatesTags: (_result, _error, { vetId }) => [{ type: 'Slot', id: vetId }, 'Appointment'],
    }),
  }),
});

export const { useAvailableSlotsQuery, useBookAppointmentMutation } = bookingApi;
