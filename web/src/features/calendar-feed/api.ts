import type { CalendarFeed } from '@petvet/shared';
import { api } from '../../lib/api';
import { withIfMatch } from '../../lib/versioned-write';

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
    /** Revokes the address at the version shown: one made since elsewhere is kept (412). */
    revokeCalendarFeed: build.mutation<void, string | undefined>({
      query: (version) => withIfMatch({ url: '/calendar/feed', method: 'DELETE' }, version),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const {
  useCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = calendarFeedApi;
