import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../store/store';
import { sessionRestored } from '../store/session-slice';
import { browserStorage, readStoredSession } from '../store/session-storage';
import { registerIcons } from '../components/ui/Icon';
import { MORE_PATHS } from '../components/ui/icon-paths';
import { Toasts } from '../components/ui/Toasts';
import { SessionLinks } from './layout/SessionLinks';
import VerifyBanner from '../features/account/components/VerifyBanner';
import { AccountLocale } from '../features/language/AccountLocale';
import { api } from '../lib/api';
import type { PageDataEntry } from '../ssr/page-data';

// Every screen that uses the store may draw any icon.
registerIcons(MORE_PATHS);

/** The store with what renders inside its Provider; loaded lazily through a StoreSource. */
export interface StoreKit {
  store: AppStore;
  Provider: typeof Provider;
  SessionLinks: typeof SessionLinks;
  Toasts: typeof Toasts;
  VerifyBanner: typeof VerifyBanner;
  AccountLocale: typeof AccountLocale;
  /** Puts the answers a server-rendered page came with into the query cache. */
  seed: typeof seedPageData;
}

/**
 * Puts the answers a server-rendered page came with into the query cache, as if just read: the
 * page's queries then render them at once and do not ask the API again.
 */
export function seedPageData(store: AppStore, entries: PageDataEntry[]): void {
  if (entries.length === 0) return;
  store.dispatch(
    api.util.upsertQueryEntries(entries as Parameters<typeof api.util.upsertQueryEntries>[0]),
  );
}

/** The kit around a store whose session is read from storage first (guards need it read). */
export function storeKit(store: AppStore): StoreKit {
  if (store.getState().session.status === 'loading') {
    const storage = browserStorage();
    store.dispatch(
      sessionRestored(storage ? readStoredSession(storage) : { token: null, user: null }),
    );
  }
  return {
    store,
    Provider,
    SessionLinks,
    Toasts,
    VerifyBanner,
    AccountLocale,
    seed: seedPageData,
  };
}

/** The app's own store, made when the first screen needing it opens. */
export function appStoreKit(): StoreKit {
  return storeKit(makeStore());
}
