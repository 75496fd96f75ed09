import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UserType = 'pet_owner' | 'vet_business';

export interface SessionUser {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType | string;
  /** The account's language (absent in a session stored before accounts had one). */
  locale?: string;
}

export interface SessionState {
  /** 'loading' until local storage has been read once; guards wait for it. */
  status: 'loading' | 'ready';
  token: string | null;
  user: SessionUser | null;
}

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
