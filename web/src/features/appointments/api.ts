import type { OwnerAppointment } from '@petvet/shared';
import { api } from '../../lib/api';

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myAppointments: build.query<OwnerAppointment[], void>({
      query: () => '/appointments',
      providesTags: ['Appointment'],
    }),
    /** The owner confirms a visit a clinic's desk booked in their name (the emailed link). */
    ownerConfirm: build.mutation<OwnerAppointment, string>({
      query: (id) => ({
        url: `/appointments/${encodeURIComponent(id)}/owner-confirm`,
        method: 'POST',
      }),
      invalidatesTags: ['Appointment'],
    }),
  }),
});

export const { useMyAppointmentsQuery, useOwnerConfirmMutation } = appointmentsApi;
