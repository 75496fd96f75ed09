import type { SessionUser } from './session-slice';

// Kept apart from the session slice (and its Redux Toolkit code) so the page shell can tell a
// signed-in visitor on its first paint.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Reads the stored session; a damaged entry counts as signed out rather than crashing the app. */
export function readStoredSession(storage: Storage): {
  token: string | null;
  user: SessionUser | null;
} {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const rawUser = storage.getItem(USER_KEY);
    const user = rawUser ? (JSON.parse(rawUser) as SessionUser) : null;
    if (!token || !user || typeof user.email !== 'string') return { token: null, user: null };
    return { token, user };
  } catch {
    return { token: null, user: null };
  }
}

export function writeStoredSession(
  storage: Storage,
  session: { token: string | null; user: SessionUser | null },
) {
  try {
    if (session.token && session.user) {
      storage.setItem(TOKEN_KEY, session.token);
      storage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    }
  } catch {
    // Private mode or a full quota: the session still lives in memory for this tab.
  }
}

/** The browser's local storage, or null where it is refused (private modes, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
