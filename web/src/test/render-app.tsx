import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type AppStore } from '../store/store';
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

/** The whole app (real routes, guards and store) at a path, without page-view beacons. */
export function renderApp(
  path: string,
  options: { store?: AppStore; user?: SessionUser | null } = {},
) {
  const store = options.store ?? storeFor(options.user ?? null);
  const router = createMemoryRouter(routeTable({ analytics: false }), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
