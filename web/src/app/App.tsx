import { BrowserRouter, useRoutes } from '../lib/router';
import { LocaleRoot } from '../i18n/use-t';
import { StoreSourceProvider, type StoreSource } from './store-source';
import { routeTable } from './routes/route-table';

const routes = routeTable();

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing: the app uses no loaders, actions or blockers, so the data router (a third
 * of the router's code) would be weight on every first visit for nothing.
 */
export function App({ store }: { store: StoreSource }) {
  return (
    <LocaleRoot>
      <StoreSourceProvider value={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StoreSourceProvider>
    </LocaleRoot>
  );
}
