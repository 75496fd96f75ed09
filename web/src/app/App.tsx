import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppStore } from '../store/store';
import { routeTable } from './routes/route-table';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(routeTable()), []);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
