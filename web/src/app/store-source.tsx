import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { fulfilled, tracked } from '../lib/tracked-promise';
import type { StoreKit } from './store-kit';

/**
 * The Redux store and the shell parts bound to it (Redux Toolkit, RTK Query, the signed-in
 * header links, the toasts) load with the first screen that uses them: a signed-out first visit
 * to the home page downloads none of it.
 */
export interface StoreSource {
  /** The kit once loaded, else null. */
  current(): StoreKit | null;
  /** Loads the kit on the first call; `use` reads it without suspending once it is there. */
  load(): Promise<StoreKit>;
  subscribe(listener: () => void): () => void;
}

export function storeSource(make: () => StoreKit | Promise<StoreKit>): StoreSource {
  let kit: StoreKit | null = null;
  let loading: Promise<StoreKit> | null = null;
  const listeners = new Set<() => void>();
  const loaded = (made: StoreKit) => {
    kit = made;
    listeners.forEach((listener) => listener());
    return made;
  };
  return {
    current: () => kit,
    load() {
      if (loading) return loading;
      const made = make();
      loading = made instanceof Promise ? tracked(made.then(loaded)) : fulfilled(loaded(made));
      // A failed download is asked for again by the next screen that needs the store.
      loading.catch(() => (loading = null));
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const StoreSourceContext = createContext<StoreSource | null>(null);
export const StoreSourceProvider = StoreSourceContext.Provider;

export function useStoreSource(): StoreSource {
  const source = useContext(StoreSourceContext);
  if (!source) throw new Error('The app needs a StoreSourceProvider');
  return source;
}

/** Whether the store exists yet (it never does for a signed-out visitor who stays home). */
export function useStoreLoaded(): boolean {
  const source = useStoreSource();
  const loaded = () => source.current() !== null;
  // A page rendered ahead of the browser had its store when it had one, as the browser does.
  return useSyncExternalStore(source.subscribe, loaded, loaded);
}

/** Renders its content inside the store's Provider, suspending while the kit loads. */
export function WithStore({ children }: { children: (kit: StoreKit) => ReactNode }) {
  const kit = use(useStoreSource().load());
  return <kit.Provider store={kit.store}>{children(kit)}</kit.Provider>;
}
