import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined | unknown;

/** The server's error text (the `error` field of every error answer), else the given fallback. */
export function serverErrorText(error: QueryError, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'error' in data) {
      const text = (data as { error: unknown }).error;
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return fallback;
}

/** True when the request never got an HTTP answer (offline, DNS, refused connection). */
export function isNetworkError(error: QueryError): boolean {
  return Boolean(
    error &&
    typeof error === 'object' &&
    'status' in error &&
    (error as { status: unknown }).status === 'FETCH_ERROR',
  );
}

export function httpStatusOf(error: QueryError): number | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : null;
  }
  return null;
}
