import type { CreateReviewRequest, OwnerReview } from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myReviews: build.query<OwnerReview[], void>({
      query: () => '/reviews',
      providesTags: ['Review'],
    }),
    createReview: build.mutation<OwnerReview, CreateReviewRequest>({
      query: (body) => withIdempotencyKey({ url: '/reviews', method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useMyReviewsQuery, useCreateReviewMutation } = reviewsApi;
