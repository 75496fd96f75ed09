import type {
  CreateDropOffRequest,
  DropOffAppointment,
  DropOffDay,
  DropOffDaysQuery,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

export type DropOffDaysArgs = DropOffDaysQuery & { clinicId: string };

/** Drop-off days of a service, and the owner's booking of one: a day, never a time. */
export const dropOffBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    dropOffDays: build.query<DropOffDay[], DropOffDaysArgs>({
      query: ({ clinicId, ...params }) => ({
        url: `/vets/${encodeURIComponent(clinicId)}/drop-off-days`,
        params,
      }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Slot', id: clinicId }],
      // Places go as other owners book: never show a minutes-old count.
      keepUnusedDataFor: 0,
    }),
    bookDropOff: build.mutation<DropOffAppointment, CreateDropOffRequest>({
      query: (body) => withIdempotencyKey({ url: '/drop-offs', method: 'POST', body }),
      invalidatesTags: (_result, _error, { vetId }) => [{ type: 'Slot', id: vetId }, 'Appointment'],
    }),
  }),
});

export const { useDropOffDaysQuery, useBookDropOffMutation } = dropOffBookingApi;
