import type {
  BulkTimeSlots,
  BulkTimeSlotsResponse,
  BusinessAppointment,
  BusinessProfile,
  BusinessProfileInput,
  BusinessReview,
  BusinessStats,
  Category,
  CategoryInput,
  CreateTimeSlot,
  Service,
  ServiceInput,
  TimeSlot,
  UpdateAppointmentStatusRequest,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

const tagged = api.enhanceEndpoints({
  addTagTypes: [
    'BusinessProfile',
    'BusinessStats',
    'BusinessAppointment',
    'BusinessReview',
    'TimeSlot',
    'Category',
    'Service',
  ],
});

export const businessApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    businessStats: build.query<BusinessStats, void>({
      query: () => '/vet-business/stats',
      providesTags: ['BusinessStats'],
    }),
    businessAppointments: build.query<BusinessAppointment[], void>({
      query: () => '/vet-business/appointments',
      providesTags: ['BusinessAppointment'],
    }),
    businessReviews: build.query<BusinessReview[], void>({
      query: () => '/vet-business/reviews',
      providesTags: ['BusinessReview'],
    }),
    businessProfile: build.query<BusinessProfile, void>({
      query: () => '/vet-business/profile',
      providesTags: ['BusinessProfile'],
    }),
    saveProfile: build.mutation<BusinessProfile, Partial<BusinessProfileInput>>({
      query: (body) => ({ url: '/vet-business/profile', method: 'PUT', body }),
      invalidatesTags: ['BusinessProfile'],
    }),
    setAppointmentStatus: build.mutation<
      BusinessAppointment,
      { id: string } & UpdateAppointmentStatusRequest
    >({
      query: ({ id, status }) => ({
        url: `/vet-business/appointments/${id}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: ['BusinessAppointment', 'BusinessStats', 'TimeSlot'],
    }),
    respondToReview: build.mutation<BusinessReview, { id: string; response: string }>({
      query: ({ id, response }) => ({
        url: `/vet-business/reviews/${id}/response`,
        method: 'PUT',
        body: { response },
      }),
      invalidatesTags: ['BusinessReview'],
    }),
    timeSlots: build.query<TimeSlot[], void>({
      query: () => '/vet-business/time-slots',
      providesTags: ['TimeSlot'],
    }),
    createTimeSlot: build.mutation<TimeSlot, CreateTimeSlot & { isBooked?: false }>({
      query: (body) =>
        withIdempotencyKey({ url: '/vet-business/time-slots', method: 'POST', body }),
      invalidatesTags: ['TimeSlot'],
    }),
    createTimeSlots: build.mutation<BulkTimeSlotsResponse, BulkTimeSlots>({
      query: (body) =>
        withIdempotencyKey({ url: '/vet-business/time-slots/bulk', method: 'POST', body }),
      invalidatesTags: ['TimeSlot'],
    }),
    deleteTimeSlot: build.mutation<void, string>({
      query: (id) => ({ url: `/vet-business/time-slots/${id}`, method: 'DELETE' }),
      invalidatesTags: ['TimeSlot'],
    }),
    categories: build.query<Category[], void>({
      query: () => '/services/categories',
      providesTags: ['Category'],
    }),
    createCategory: build.mutation<Category, CategoryInput>({
      query: (body) => withIdempotencyKey({ url: '/services/categories', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<Category, { id: string; body: CategoryInput }>({
      query: ({ id, body }) => ({ url: `/services/categories/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Category', 'Service'],
    }),
    deleteCategory: build.mutation<void, string>({
      query: (id) => ({ url: `/services/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Category', 'Service'],
    }),
    services: build.query<Service[], void>({ query: () => '/services', providesTags: ['Service'] }),
    createService: build.mutation<Service, ServiceInput>({
      query: (body) => withIdempotencyKey({ url: '/services', method: 'POST', body }),
      invalidatesTags: ['Service'],
    }),
    updateService: build.mutation<Service, { id: string; body: ServiceInput }>({
      query: ({ id, body }) => ({ url: `/services/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Service'],
    }),
    deleteService: build.mutation<void, string>({
      query: (id) => ({ url: `/services/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Service'],
    }),
  }),
});

export const {
  useBusinessStatsQuery,
  useBusinessAppointmentsQuery,
  useBusinessReviewsQuery,
  useBusinessProfileQuery,
  useSaveProfileMutation,
  useSetAppointmentStatusMutation,
  useRespondToReviewMutation,
  useTimeSlotsQuery,
  useCreateTimeSlotMutation,
  useCreateTimeSlotsMutation,
  useDeleteTimeSlotMutation,
  useCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
} = businessApi;
