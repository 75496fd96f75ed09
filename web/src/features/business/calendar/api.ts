import type {
  AppointmentDetails,
  BusinessAppointment,
  Calendar,
  CalendarMonth,
  Closure,
  ClosurePreview,
  CreateClosureRequest,
  CreateClosureResponse,
  GenerateSlotsResponse,
  NewClientBookingRequest,
  OwnerLookup,
  PhoneBookingRequest,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

// The calendar's reads are refreshed by every change to slots or appointments made elsewhere.
const tagged = api.enhanceEndpoints({
  addTagTypes: ['Calendar', 'Closure', 'TimeSlot', 'BusinessAppointment', 'BusinessStats'],
});
const changed = ['Calendar', 'TimeSlot', 'BusinessAppointment', 'BusinessStats'] as const;

export const calendarApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    clinicCalendar: build.query<Calendar, { from: string; to: string }>({
      query: (params) => ({ url: '/vet-business/calendar', params }),
      providesTags: ['Calendar', 'TimeSlot', 'BusinessAppointment'],
    }),
    calendarMonth: build.query<CalendarMonth, string>({
      query: (month) => ({ url: '/vet-business/calendar/month', params: { month } }),
      providesTags: ['Calendar', 'TimeSlot', 'BusinessAppointment'],
    }),
    generateSlots: build.mutation<GenerateSlotsResponse, { days: number }>({
      query: (body) =>
        withIdempotencyKey({ url: '/vet-business/time-slots/generate', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    /** One visit opened from the calendar: pet, owner's contact, the pet's visits here. */
    appointmentDetails: build.query<AppointmentDetails, string>({
      query: (id) => `/vet-business/appointments/${encodeURIComponent(id)}/details`,
      providesTags: ['BusinessAppointment'],
    }),
    /** A caller without an account: the client and pet are made with the booking. */
    newClientBooking: build.mutation<BusinessAppointment, NewClientBookingRequest>({
      query: (body) =>
        withIdempotencyKey({
          url: '/vet-business/appointments/new-client',
          method: 'POST',
          body,
        }),
      invalidatesTags: [...changed],
    }),
    ownerLookup: build.query<OwnerLookup, string>({
      query: (email) => ({ url: '/vet-business/owners/lookup', params: { email } }),
    }),
    phoneBooking: build.mutation<BusinessAppointment, PhoneBookingRequest>({
      query: (body) =>
        withIdempotencyKey({ url: '/vet-business/appointments', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    closures: build.query<Closure[], void>({
      query: () => '/vet-business/closures',
      providesTags: ['Closure'],
    }),
    closurePreview: build.query<ClosurePreview, { from: string; to: string }>({
      query: (params) => ({ url: '/vet-business/closures/preview', params }),
      providesTags: ['Calendar'],
    }),
    createClosure: build.mutation<CreateClosureResponse, CreateClosureRequest>({
      query: (body) => withIdempotencyKey({ url: '/vet-business/closures', method: 'POST', body }),
      invalidatesTags: ['Closure', ...changed],
    }),
    deleteClosure: build.mutation<void, { id: string; version?: string }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/vet-business/closures/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Closure'],
    }),
  }),
});

export const {
  useClinicCalendarQuery,
  useCalendarMonthQuery,
  useGenerateSlotsMutation,
  useAppointmentDetailsQuery,
  useNewClientBookingMutation,
  useLazyOwnerLookupQuery,
  usePhoneBookingMutation,
  useClosuresQuery,
  useClosurePreviewQuery,
  useCreateClosureMutation,
  useDeleteClosureMutation,
} = calendarApi;
