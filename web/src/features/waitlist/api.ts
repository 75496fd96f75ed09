import type { WaitlistEntry } from '@petvet/shared';
import { api } from '../../lib/api';
import { withIfMatch } from '../../lib/versioned-write';

const withWaitlistTag = api.enhanceEndpoints({ addTagTypes: ['Waitlist'] });

export const waitlistApi = withWaitlistTag.injectEndpoints({
  endpoints: (build) => ({
    myWaitlist: build.query<WaitlistEntry[], void>({
      query: () => '/waitlist',
      providesTags: ['Waitlist'],
      // An offer lapses after minutes: look again when the owner comes back to the page.
      keepUnusedDataFor: 0,
    }),
    leaveWaitlist: build.mutation<void, { id: string; version?: string }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/waitlist/${encodeURIComponent(id)}`, method: 'DELETE' }, version),
      invalidatesTags: ['Waitlist'],
    }),
  }),
});

export const { useMyWaitlistQuery, useLeaveWaitlistMutation } = waitlistApi;
