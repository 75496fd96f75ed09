import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { LocaleRoot } from '../i18n/use-t';
import { makeStore, type AppStore } from '../store/store';
import { storeKit } from '../app/store-kit';
import { storeSource, StoreSourceProvider } from '../app/store-source';
import type { SessionUser } from '../store/session-slice';
import { routeTable } from '../app/routes/route-table';

export const OWNER: SessionUser = {
  id: 'u1',
  email: 'olivia@example.test',
  firstName: 'Olivia',
  lastName: 'Owner',
  userType: 'pet_owner',
};
export const BUSINESS: SessionUser = {
  id: 'u2',
  email: 'victor@example.test',
  firstName: 'Victor',
  lastName: 'Vet',
  userType: 'vet_business',
};

export function storeFor(user: SessionUser | null = null): AppStore {
  return makeStore({
    storage: null,
    preloadedState: { session: { status: 'ready', token: user ? `token-${user.id}` : null, user } },
  });
}

/**
 * The whole app (real routes, guards and store) at a path, without page-view beacons. The store
 * counts as loaded from the start, as it is for a visitor who opened a screen that uses it.
 */
export function renderApp(
  path: string,
  options: { store?: AppStore; user?: SessionUser | null } = {},
) {
  const store = options.store ?? storeFor(options.user ?? null);
  const router = createMemoryRouter(routeTable({ analytics: false }), { initialEntries: [path] });
  const source = storeSource(() => storeKit(store));
  void source.load();
  // As in the app: a change of language renders every screen again.
  const view = render(
    <LocaleRoot>
      <StoreSourceProvider value={source}>
        <RouterProvider router={router} />
      </StoreSourceProvider>
    </LocaleRoot>,
  );
  return { ...view, store, router };
}
