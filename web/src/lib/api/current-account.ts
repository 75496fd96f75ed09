import type { AuthUser } from '@petvet/shared';
import { api } from './slice';

const tagged = api.enhanceEndpoints({ addTagTypes: ['CurrentAccount'] });

/**
 * The signed-in account as GET /api/auth/me tells it (address confirmed or not, second factor,
 * clinic and role): the one read of it every screen shares. A write that changes the account
 * invalidates 'CurrentAccount'.
 */
export const currentAccountApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    currentAccount: build.query<AuthUser, void>({
      query: () => '/auth/me',
      providesTags: ['CurrentAccount'],
    }),
  }),
});

export const { useCurrentAccountQuery } = currentAccountApi;
