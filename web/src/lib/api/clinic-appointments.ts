import type {
  BusinessAppointment,
  ClinicRescheduleRequest,
  UpdateAppointmentStatusRequest,
} from '@petvet/shared';
import { api } from './slice';
import { withIfMatch } from '../versioned-write';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['Calendar', 'TimeSlot', 'BusinessAppointment', 'BusinessStats'],
});
// A visit's change shows on the dashboard list, its figures, the slots and the calendar.
const changed = ['Calendar', 'TimeSlot', 'BusinessAppointment', 'BusinessStats'] as const;

/** The clinic's visits: the list (or a search of it), status changes and moves. */
export const clinicAppointmentsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** Without `q`, the dashboard's list; with it, the visits matching the search. */
    businessAppointments: build.query<BusinessAppointment[], { q: string } | void>({
      query: (args) =>
        args
          ? { url: '/vet-business/appointments', params: { q: args.q } }
          : '/vet-business/appointments',
      providesTags: ['BusinessAppointment'],
    }),
    changeAppointmentStatus: build.mutation<
      BusinessAppointment,
      { id: string; version?: string } & UpdateAppointmentStatusRequest
    >({
      // Applies only to the visit as the list showed it: a change made meanwhile answers 412.
      query: ({ id, status, reason, version }) =>
        withIfMatch(
          {
            url: `/vet-business/appointments/${encodeURIComponent(id)}/status`,
            method: 'PUT',
            body: reason ? { status, reason } : { status },
          },
          version,
        ),
      invalidatesTags: ['BusinessAppointment', 'BusinessStats', 'TimeSlot'],
    }),
    clinicReschedule: build.mutation<BusinessAppointment, { id: string } & ClinicRescheduleRequest>(
      {
        query: ({ id, ...body }) => ({
          url: `/vet-business/appointments/${encodeURIComponent(id)}/reschedule`,
          method: 'POST',
          body,
        }),
        invalidatesTags: [...changed],
      },
    ),
  }),
});

export const {
  useBusinessAppointmentsQuery,
  useChangeAppointmentStatusMutation,
  useClinicRescheduleMutation,
} = clinicAppointmentsApi;
