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

/** The base URL is read per request so tests can move it; the bearer token comes from the session. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extra,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  return rawBaseQuery({ ...request, url: `${apiBaseUrl}${request.url}` }, api, extra);
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
