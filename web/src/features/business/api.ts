import type {
  BulkTimeSlots,
  BulkTimeSlotsResponse,
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
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';
import { withIfMatch } from '../../lib/versioned-write';

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
    businessReviews: build.query<BusinessReview[], void>({
      query: () => '/vet-business/reviews',
      providesTags: ['BusinessReview'],
    }),
    businessProfile: build.query<BusinessProfile, void>({
      query: () => '/vet-business/profile',
      providesTags: ['BusinessProfile'],
    }),
    /** The whole profile as edited, applied only to the version it was read at. */
    saveProfile: build.mutation<
      BusinessProfile,
      { body: Partial<BusinessProfileInput>; version?: string | undefined }
    >({
      query: ({ body, version }) =>
        withIfMatch({ url: '/vet-business/profile', method: 'PUT', body }, version),
      invalidatesTags: ['BusinessProfile'],
    }),
    respondToReview: build.mutation<
      BusinessReview,
      { id: string; response: string; version?: string }
    >({
      query: ({ id, response, version }) =>
        withIfMatch(
          { url: `/vet-business/reviews/${id}/response`, method: 'PUT', body: { response } },
          version,
        ),
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
    deleteTimeSlot: build.mutation<void, { id: string; version?: string | undefined }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/vet-business/time-slots/${id}`, method: 'DELETE' }, version),
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
    updateCategory: build.mutation<
      Category,
      { id: string; body: CategoryInput; version?: string | undefined }
    >({
      query: ({ id, body, version }) =>
        withIfMatch({ url: `/services/categories/${id}`, method: 'PUT', body }, version),
      invalidatesTags: ['Category', 'Service'],
    }),
    deleteCategory: build.mutation<void, { id: string; version?: string | undefined }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/services/categories/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Category', 'Service'],
    }),
    services: build.query<Service[], void>({ query: () => '/services', providesTags: ['Service'] }),
    createService: build.mutation<Service, ServiceInput>({
      query: (body) => withIdempotencyKey({ url: '/services', method: 'POST', body }),
      invalidatesTags: ['Service'],
    }),
    updateService: build.mutation<
      Service,
      { id: string; body: ServiceInput; version?: string | undefined }
    >({
      query: ({ id, body, version }) =>
        withIfMatch({ url: `/services/${id}`, method: 'PUT', body }, version),
      invalidatesTags: ['Service'],
    }),
    deleteService: build.mutation<void, { id: string; version?: string | undefined }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/services/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Service'],
    }),
  }),
});

export const {
  useBusinessStatsQuery,
  useBusinessReviewsQuery,
  useLazyBusinessReviewsQuery,
  useBusinessProfileQuery,
  useLazyBusinessProfileQuery,
  useSaveProfileMutation,
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
