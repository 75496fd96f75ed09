import type {
  BusinessAppointment,
  ClinicRescheduleRequest,
  PublicTimeSlot,
  UpdateAppointmentStatusRequest,
} from '@petvet/shared';
import { withIfMatch } from '../../../lib/versioned-write';
import { businessApi } from '../api';

/** The clinic's own appointment moves: status changes with a reason, searches and reschedules. */
export const appointmentsApi = businessApi.injectEndpoints({
  endpoints: (build) => ({
    searchBusinessAppointments: build.query<BusinessAppointment[], { q: string }>({
      query: ({ q }) => ({ url: '/vet-business/appointments', params: { q } }),
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
        invalidatesTags: ['BusinessAppointment', 'BusinessStats', 'TimeSlot'],
      },
    ),
    /** Free start times the service fits on a day, as owners see them. */
    clinicFreeTimes: build.query<
      PublicTimeSlot[],
      { clinicId: string; date: string; service: string }
    >({
      query: ({ clinicId, date, service }) => ({
        url: `/vet-business/time-slots/available/${encodeURIComponent(clinicId)}`,
        params: { date, service },
      }),
      providesTags: ['TimeSlot'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSearchBusinessAppointmentsQuery,
  useChangeAppointmentStatusMutation,
  useClinicRescheduleMutation,
  useClinicFreeTimesQuery,
} = appointmentsApi;
