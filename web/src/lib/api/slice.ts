import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ErrorCode } from '@petvet/shared';
import { getApiBaseUrl } from '../api-base';
// The session slice imports nothing of the api layer, so this stays free of cycles.
import { loggedOut, type SessionState } from '../../store/session-slice';

interface StateWithSession {
  session: SessionState;
}

/** Per-endpoint options of the base query (`extraOptions`). */
export interface RequestOptions {
  /**
   * A creating request whose answer was lost (network error) is sent once more with the same
   * Idempotency-Key, so the server answers the first result instead of creating twice.
   */
  retryLost?: boolean;
}

// A lost answer is asked for again after a short pause, which lets a flapping connection settle.
const LOST_RETRY_DELAY_MS = 250;
// A retry that finds the first request still running waits this long between asks.
const IN_USE_RETRY_DELAYS_MS = [250, 500, 1000, 2000];

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).session.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * A key for one attempt of a creating request (one press of its button). `crypto.randomUUID`
 * exists only on HTTPS and localhost; the app is also served over plain HTTP on a local network.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A creating request with a fresh Idempotency-Key. Endpoints build their request once per
 * mutation call, so automatic retries of that call reuse the key and a new press gets a new one.
 */
export function withIdempotencyKey(request: FetchArgs): FetchArgs {
  return {
    ...request,
    headers: {
      ...(request.headers as Record<string, string>),
      'Idempotency-Key': newIdempotencyKey(),
    },
  };
}

const isInUse = (error: FetchBaseQueryError | undefined) =>
  error?.status === 409 &&
  (error.data as { code?: unknown } | undefined)?.code ===
    ('IDEMPOTENCY_KEY_IN_USE' satisfies ErrorCode);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The base URL is read per request so tests can move it; the bearer token comes from the session.
 * A 401 to a call that carried a token means the session is over: sign out, and the route guards
 * send the user to /login.
 */
const sendOnce: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const hadToken = Boolean((api.getState() as StateWithSession).session.token);
  const result = await rawBaseQuery(
    { ...request, url: `${getApiBaseUrl()}${request.url}` },
    api,
    extra,
  );
  if (hadToken && result.error?.status === 401) api.dispatch(loggedOut());
  return result;
};

/**
 * With `retryLost`, a network error is asked once more with the same arguments (so the same
 * Idempotency-Key). If that retry finds the lost request still running on the server, it asks
 * again after short pauses until the server has the first answer to give.
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  RequestOptions
> = async (args, api, extra = {}) => {
  const first = await sendOnce(args, api, extra);
  if (!extra.retryLost || first.error?.status !== 'FETCH_ERROR') return first;
  await pause(LOST_RETRY_DELAY_MS);
  let result = await sendOnce(args, api, extra);
  for (const delay of IN_USE_RETRY_DELAYS_MS) {
    if (!isInUse(result.error) || api.signal.aborted) break;
    await pause(delay);
    result = await sendOnce(args, api, extra);
  }
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

/** The one API slice; each area adds its endpoints with injectEndpoints in lib/api/<area>.ts (or a feature's api.ts when only that feature asks). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
