import type { CalendarFeed } from '@petvet/shared';
import { api } from '../../lib/api';

const withFeedTag = api.enhanceEndpoints({ addTagTypes: ['CalendarFeed'] });

/** The account's secret calendar address: read, make (a new one replaces the old), revoke. */
export const calendarFeedApi = withFeedTag.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => '/calendar/feed',
      providesTags: ['CalendarFeed'],
    }),
    createCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/calendar/feed', method: 'POST' }),
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<void, void>({
      query: () => ({ url: '/calendar/feed', method: 'DELETE' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const {
  useCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = calendarFeedApi;
