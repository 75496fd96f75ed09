import type { Session, SessionsEnded } from '@petvet/shared';
import { api } from '../../lib/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Sessions'] });

/** The account's signed-in devices (the Security page), and signing this one out on the server. */
export const sessionsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<Session[], void>({
      query: () => '/account/sessions',
      transformResponse: (body: { sessions: Session[] }) => body.sessions,
      providesTags: ['Sessions'],
    }),
    revokeSession: build.mutation<void, string>({
      query: (id) => ({ url: `/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    revokeOtherSessions: build.mutation<SessionsEnded, void>({
      query: () => ({ url: '/account/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useSessionsQuery,
  useRevokeSessionMutation,
  useRevokeOtherSessionsMutation,
  useLogoutMutation,
} = sessionsApi;
