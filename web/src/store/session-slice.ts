import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UserType = 'pet_owner' | 'vet_business';

export interface SessionUser {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType | string;
}

export interface SessionState {
  /** 'loading' until local storage has been read once; guards wait for it. */
  status: 'loading' | 'ready';
  token: string | null;
  user: SessionUser | null;
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

const initialState: SessionState = { status: 'loading', token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored(
      state,
      action: PayloadAction<{ token: string | null; user: SessionUser | null }>,
    ) {
      state.status = 'ready';
      state.token = action.payload.token;
      state.user = action.payload.token ? action.payload.user : null;
    },
    loggedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.status = 'ready';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    loggedOut(state) {
      state.status = 'ready';
      state.token = null;
      state.user = null;
    },
  },
});

export const { sessionRestored, loggedIn, loggedOut } = sessionSlice.actions;

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
