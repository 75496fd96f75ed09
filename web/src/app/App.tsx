import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from '../lib/router';
import { LocaleRoot } from '../i18n/use-t';
import { StoreSourceProvider, type StoreSource } from './store-source';
import { routeTable } from './routes/route-table';
import { AdoptingHtml } from './layout/adopting';

const routes = routeTable();

function AppRoutes() {
  return useRoutes(routes);
}

interface AppProps {
  store: StoreSource;
  /** The first render adopts the server's HTML of the page (hydration) instead of drawing it. */
  adopt?: boolean;
  /** Called once that HTML is the app's, before the rest of the frame is drawn. */
  onAdopted?: () => void;
}

/**
 * Declarative routing: the app uses no loaders, actions or blockers, so the data router (a third
 * of the router's code) would be weight on every first visit for nothing.
 */
export function App({ store, adopt = false, onAdopted }: AppProps) {
  const [adopting, setAdopting] = useState(adopt);
  useEffect(() => {
    if (!adopting) return;
    onAdopted?.();
    // The header's links, the footer and the rest come in a render of their own, in slices.
    startTransition(() => setAdopting(false));
  }, [adopting, onAdopted]);
  return (
    <LocaleRoot>
      <StoreSourceProvider value={store}>
        <AdoptingHtml value={adopting}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AdoptingHtml>
      </StoreSourceProvider>
    </LocaleRoot>
  );
}
