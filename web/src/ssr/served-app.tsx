import { MemoryRouter, useRoutes, type RouteObject } from '../lib/router';
import { Layout, StoreOutlet } from '../app/layout/Layout';
import { AdoptingHtml } from '../app/layout/adopting';
import { storeSource, StoreSourceProvider } from '../app/store-source';
import type { StoreKit } from '../app/store-kit';

function ServedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A page rendered ahead of the browser (at build time or by the server) inside the same tree as
 * the app's first render: the layout and, for a screen using the store, the store's outlet. The
 * browser's first render can then adopt the HTML as it is (hydrate it): the same elements in the
 * same places, and the same ids from `useId`, which count the places of the elements above.
 */
export function ServedApp({
  url,
  kit,
  pages,
}: {
  url: string;
  /** The store's kit for a screen that uses it, else null. */
  kit: StoreKit | null;
  /** The page's routes. */
  pages: RouteObject[];
}) {
  const source = storeSource(() => {
    if (!kit) throw new Error('This page renders without the store');
    return kit;
  });
  return (
    <AdoptingHtml value={true}>
      <StoreSourceProvider value={source}>
        <MemoryRouter initialEntries={[url]}>
          <ServedRoutes
            routes={[
              {
                element: <Layout analytics={false} />,
                children: kit ? [{ element: <StoreOutlet />, children: pages }] : pages,
              },
            ]}
          />
        </MemoryRouter>
      </StoreSourceProvider>
    </AdoptingHtml>
  );
}

const MAIN_OPEN = '<main class="main">';

/** The content of `<main>` in the HTML of a `ServedApp` (the frame around it is index.html's). */
export function mainContent(html: string): string {
  const start = html.indexOf(MAIN_OPEN);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('The rendered page has no <main>');
  return html.slice(start + MAIN_OPEN.length, end);
}
