import type { Insights } from '@petvet/shared';
import { businessApi } from '../api';
import type { DateRange } from './range';

/** The clinic's insights over a period, from its own appointments and reviews. */
export const insightsApi = businessApi.injectEndpoints({
  endpoints: (build) => ({
    businessInsights: build.query<Insights, DateRange>({
      query: ({ from, to }) => ({ url: '/vet-business/insights', params: { from, to } }),
      providesTags: ['BusinessAppointment', 'BusinessReview'],
    }),
  }),
});

export const { useBusinessInsightsQuery } = insightsApi;
