import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { catalogText, detailText, messageValues, speaksEnglish } from './rule-text';

type QueryError = FetchBaseQueryError | SerializedError | undefined | unknown;

interface ErrorAnswer {
  error?: unknown;
  code?: unknown;
  reason?: unknown;
  params?: unknown;
  details?: unknown;
}

/** The body of an error answer (`{ error, code, reason, params, details }`), or null. */
export function errorAnswerOf(error: QueryError): ErrorAnswer | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  return data && typeof data === 'object' ? (data as ErrorAnswer) : null;
}

/**
 * An error answer in the active language, from what it names: a refused field by its rule, else
 * the reason (`errors.reason.<reason>` with its params), else the code. Null when none is known.
 */
export function answerText(answer: ErrorAnswer): string | null {
  const first: unknown = Array.isArray(answer.details) ? answer.details[0] : undefined;
  if (
    answer.code === 'VALIDATION_FAILED' &&
    first &&
    typeof first === 'object' &&
    typeof (first as { rule?: unknown }).rule === 'string'
  ) {
    const detail = first as { path?: unknown; rule: string };
    const path = typeof detail.path === 'string' ? detail.path : '';
    const field = path.split('.').find((part) => part !== '' && !/^\d+$/.test(part)) ?? 'value';
    const text = detailText(detail, field);
    if (text) return text;
  }
  if (typeof answer.reason === 'string') {
    const text = catalogText(`errors.reason.${answer.reason}`, messageValues(answer.params));
    if (text) return text;
  }
  return typeof answer.code === 'string' ? catalogText(`errors.code.${answer.code}`) : null;
}

/**
 * The text of a failed request for the screen: in English the server's own `error` text (the
 * spec's), in another language the text its reason, rule or code names; else the given fallback.
 */
export function serverErrorText(error: QueryError, fallback: string): string {
  const answer = errorAnswerOf(error);
  if (!answer) return fallback;
  if (speaksEnglish()) {
    const text = answer.error;
    return typeof text === 'string' && text.trim() !== '' ? text : fallback;
  }
  return answerText(answer) ?? fallback;
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
