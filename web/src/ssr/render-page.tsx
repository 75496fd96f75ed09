import { PAGE_ROUTES } from '@petvet/shared';
import { renderToString } from 'react-dom/server';
import SearchPage from '../features/clinics/components/SearchPage';
import { normaliseSearch } from '../features/clinics/api';
import GlobalSearchPage from '../features/directory/components/GlobalSearchPage';
import FindPage from '../app/routes/FindRoute';
import PracticeDetailPage from '../features/directory/components/PracticeDetailPage';
import { api } from '../lib/api';
import { defaultDescription, formatTitle, PageMetaSink, type PageMeta } from '../lib/page-meta';
import { sessionRestored } from '../store/session-slice';
import { makeStore } from '../store/store';
import { firstReads, type FirstRead } from './first-reads';
import { seedPageData, storeKit } from '../app/store-kit';
import ClinicRoute from '../app/routes/ClinicRoute';
import type { PageDataEntry } from './page-data';
import { speakForRender } from './server-locale';
import { mainContent, ServedApp } from './served-app';

export { frameMessages } from './server-locale';

export { firstReads, type FirstRead };
export type { PageDataEntry };

/** A read with the API's answer to it, as the server's own services gave it. */
export interface AnsweredRead extends FirstRead {
  answer: unknown;
}

export interface RenderedPage {
  /** The content of `<main>`, as the app's first render shows it with the same data. */
  html: string;
  /** The page's title and description, as the app sets them once it runs. */
  title: string;
  description: string;
  /** The cache entries to hand the browser. */
  entries: PageDataEntry[];
}

// The answer as the page's query keeps it (what the endpoint's own transform makes of it).
const TRANSFORMS: Partial<Record<FirstRead['endpoint'], (answer: never) => unknown>> = {
  searchClinics: normaliseSearch,
};

/**
 * Renders a data page on the server, with the answers of its first reads, from the components the
 * browser runs: the page's HTML then shows its real content before any script has loaded. The
 * browser is handed the same answers, so its first render matches and reads nothing again.
 */
export function renderPage(url: string, reads: AnsweredRead[], locale = 'en'): RenderedPage {
  speakForRender(locale);
  const entries = reads.map((read) => ({
    endpointName: read.endpoint,
    arg: read.arg,
    value: TRANSFORMS[read.endpoint]?.(read.answer as never) ?? read.answer,
  }));
  // Signed out and kept nowhere: the server renders what a first visit sees.
  const store = makeStore({ storage: null });
  store.dispatch(sessionRestored({ token: null, user: null }));
  seedPageData(store, entries);
  let meta: PageMeta = {};
  // With React's markers (text boundaries, suspense boundaries): the browser adopts this HTML.
  const html = mainContent(
    renderToString(
      <PageMetaSink value={(shown) => (meta = shown)}>
        <ServedApp
          url={url}
          kit={storeKit(store)}
          pages={[
            { path: PAGE_ROUTES.search, element: <SearchPage /> },
            { path: PAGE_ROUTES.clinic, element: <ClinicRoute /> },
            { path: PAGE_ROUTES.directory, element: <GlobalSearchPage /> },
            { path: PAGE_ROUTES.find, element: <FindPage /> },
            { path: PAGE_ROUTES.practice, element: <PracticeDetailPage /> },
          ]}
        />
      </PageMetaSink>,
    ),
  );
  // Drops the cache's removal timers, which would keep this store alive for a minute.
  store.dispatch(api.util.resetApiState());
  return {
    html,
    entries,
    title: formatTitle(meta.title),
    description: meta.description ?? defaultDescription(),
  };
}

/** The site's own title and description in a language, for pages the server does not render. */
export function siteHead(locale: string): { title: string; description: string } {
  speakForRender(locale);
  return { title: formatTitle(undefined), description: defaultDescription() };
}
