import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { sessionSlice } from './session-slice';
import { browserStorage, writeStoredSession } from './session-storage';
import { uiSlice } from './ui-slice';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the session is persisted; tests pass their own or none. */
  storage?: Storage | null;
}

/** Builds a fresh store; the app makes one, every test makes its own. */
export function makeStore(options: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  if (storage) {
    let last = store.getState().session;
    store.subscribe(() => {
      const session = store.getState().session;
      if (session === last) return;
      const changedIdentity = session.token !== last.token || session.user !== last.user;
      last = session;
      if (changedIdentity && session.status === 'ready') writeStoredSession(storage, session);
    });
  }
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
