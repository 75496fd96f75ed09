import type {
  CancelAppointmentRequest,
  CreateAppointmentRequest,
  CreateWaitlistEntry,
  OwnerAppointment,
  RescheduleAppointmentRequest,
  WaitlistEntry,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

// The owner's waitlist is its own kind of server data; the dashboard lists it under this tag.
const bookingApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Waitlist'] });

export const bookingApi = bookingApiWithTags.injectEndpoints({
  endpoints: (build) => ({
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
  useBookAppointmentMutation,
  useJoinWaitlistMutation,
  useCancelAppointmentMutation,
  useRescheduleAppointmentMutation,
} = bookingApi;
