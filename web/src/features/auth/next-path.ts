import { paths } from '@petvet/shared';

/** The query parameter that says where to go after signing in or registering. */
export const NEXT_PARAM = 'next';

// Any origin will do: the check is that resolving the path against it does not leave it.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * A `next` value is followed only when it is a path on this site: one leading slash (a second
 * one, or a backslash that browsers read as one, would name another host), no scheme, no control
 * characters. Anything else is ignored, so a crafted link cannot send a fresh login elsewhere.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login or register page keeping a safe `next` (and other query values) along. */
export function authPath(page: 'login' | 'register', next: string | null, extra = ''): string {
  const params = new URLSearchParams(extra);
  if (next) params.set(NEXT_PARAM, next);
  return paths[page](params);
}
