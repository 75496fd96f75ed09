import { DATABASE_UNAVAILABLE_TEXT } from '@petvet/shared';
import { httpStatusOf } from './errors';
import { catalogText, speaksEnglish } from './rule-text';

/** What a reader sees when the request never reached the service (offline, refused, timed out). */
export const UNREACHABLE_TEXT =
  'We could not reach Pet Vet. Please check your connection and try again.';

/** True when no HTTP answer came back at all. */
export function isUnreachable(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * A failed read said as a failure, never as an empty answer: unreachable, briefly unavailable
 * (503, whatever its body says, as proxies answer it too), else the screen's own fallback.
 */
export function loadErrorText(error: unknown, fallback: string): string {
  if (isUnreachable(error)) return inLanguage('errors.unreachable', UNREACHABLE_TEXT);
  if (httpStatusOf(error) === 503) {
    return inLanguage('errors.code.DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_TEXT);
  }
  return fallback;
}

/** English keeps its exact text; another language reads the catalogue's. */
function inLanguage(key: string, english: string): string {
  return speaksEnglish() ? english : (catalogText(key) ?? english);
}
