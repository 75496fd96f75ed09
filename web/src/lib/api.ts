import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

interface StateWithSession {
  session: { token: string | null };
}

let apiBaseUrl = defaultApiBase();

function defaultApiBase(): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return `${origin}/api`;
}

/** Tests point the app at their own HTTP handler. */
export function setApiBaseUrl(url: string | null): void {
  apiBaseUrl = url ?? defaultApiBase();
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).session.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Dispatched when the server refuses the session's token (expired or revoked). */
export const SESSION_EXPIRED_ACTION = { type: 'session/loggedOut' } as const;

/**
 * The base URL is read per request so tests can move it; the bearer token comes from the session.
 * A 401 to a call that carried a token means the session is over: sign out, and the route guards
 * send the user to /login.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const hadToken = Boolean((api.getState() as StateWithSession).session.token);
  const result = await rawBaseQuery({ ...request, url: `${apiBaseUrl}${request.url}` }, api, extra);
  if (hadToken && result.error?.status === 401) api.dispatch(SESSION_EXPIRED_ACTION);
  return result;
};

export const TAGS = [
  'Pet',
  'Appointment',
  'Slot',
  'Review',
  'MedicalRecord',
  'Vaccination',
] as const;

/** The one API slice; each feature adds its endpoints with injectEndpoints in features/<feature>/api.ts. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
