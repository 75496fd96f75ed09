import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../store/store';
import { sessionRestored } from '../store/session-slice';
import { browserStorage, readStoredSession } from '../store/session-storage';
import { Toasts } from '../components/ui/Toasts';
import { SessionLinks } from './layout/SessionLinks';

/** The store with what renders inside its Provider; loaded lazily through a StoreSource. */
export interface StoreKit {
  store: AppStore;
  Provider: typeof Provider;
  SessionLinks: typeof SessionLinks;
  Toasts: typeof Toasts;
}

/** The kit around a store whose session is read from storage first (guards need it read). */
export function storeKit(store: AppStore): StoreKit {
  if (store.getState().session.status === 'loading') {
    const storage = browserStorage();
    store.dispatch(
      sessionRestored(storage ? readStoredSession(storage) : { token: null, user: null }),
    );
  }
  return { store, Provider, SessionLinks, Toasts };
}

/** The app's own store, made when the first screen needing it opens. */
export function appStoreKit(): StoreKit {
  return storeKit(makeStore());
}
