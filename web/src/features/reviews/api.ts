import type { CreateReviewRequest, OwnerReview, PublicReviewsResponse } from '@petvet/shared';
import { api, withIdempotencyKey } from '../../lib/api';

/** One page of a clinic's public reviews; page 1 is what the clinic page shows first. */
export interface ClinicReviewsArgs {
  clinicId: string;
  page: number;
}

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
    // The page is always named, so the URL is the one the page's HTML asks the browser to fetch.
    clinicReviews: build.query<PublicReviewsResponse, ClinicReviewsArgs>({
      query: ({ clinicId, page }) => ({
        url: `/vets/${encodeURIComponent(clinicId)}/reviews`,
        params: { page },
      }),
      providesTags: ['Review'],
    }),
  }),
});

export const { useMyReviewsQuery, useCreateReviewMutation, useClinicReviewsQuery } = reviewsApi;
