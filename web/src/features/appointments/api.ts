import type { OwnerAppointment } from '@petvet/shared';
import { api } from '../../lib/api';

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myAppointments: build.query<OwnerAppointment[], void>({
      query: () => '/appointments',
      providesTags: ['Appointment'],
    }),
  }),
});

export const { useMyAppointmentsQuery } = appointmentsApi;
