import { DEFAULT_LOCALE, isLocale, PAGE_ROUTES } from '@petvet/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { storeSource } from './app/store-source';
import { preloadRoute, usesStore } from './app/routes/route-table';
import { readFrameMessages, readPageData } from './ssr/page-data';
import { activateLocale, loadTier, provideTier } from './i18n/i18n';
import { watchLinkIntent } from './app/link-intent';
import { browserStorage, readStoredSession } from './store/session-storage';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const { pathname, search } = window.location;
// A page whose content the server (or the build) rendered with React's markers is adopted as it
// is (hydrated): React binds to the HTML on screen instead of building every element again, which
// keeps a phone's main thread free. That HTML is what a signed-out first visit sees, so a visitor
// with a stored session gets the page drawn afresh for them, as do pages with an empty <main>.
const main = root.querySelector('main');
const storage = browserStorage();
let adopt =
  main?.firstChild?.nodeType === Node.COMMENT_NODE &&
  (main.firstChild as Comment).data === '$' &&
  !(storage && readStoredSession(storage).token);
// A visitor may already be typing into the server's HTML. Adopted, that HTML and its focus stay,
// and what was typed is handed to the app's state once it runs. Otherwise the first render
// replaces it: once anything in it has the focus, what was typed and the focus itself are carried
// over the render.
const served = root.firstElementChild;
let touched = false;
const carryOver = (focused: EventTarget | null) => {
  touched = true;
  if (!adopt && served?.isConnected) {
    void import('./lib/typed-fields').then((fields) => fields.carryOver(root, served, focused));
  }
};
if (root.contains(document.activeElement)) carryOver(document.activeElement);
root.addEventListener('focusin', (event) => carryOver(event.target));
const adopted = () => {
  if (touched) void import('./lib/typed-fields').then((fields) => fields.keepTyped(root));
};
// The server chose the language of its HTML (the visitor's choice, else their browser's): the app
// speaks the same one. Every screen that uses the store comes with the rest of the messages.
const { lang } = document.documentElement;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
// The frame's messages come in the HTML, like a page's data: nothing to download before the render.
const frame = readFrameMessages(document, locale);
if (frame) provideTier('core', locale, frame);
const store = storeSource(() =>
  Promise.all([import('./app/store-kit'), loadTier('app', locale)]).then(([kit]) =>
    kit.appStoreKit(),
  ),
);
// The first screen's code, its language (and the store, for a screen that uses it) download in
// parallel: the page's HTML names the screen's files. The screen's code runs once its language is
// active, as a screen may word something as it loads.
const firstScreen = [
  activateLocale(locale, ['core']).then(() => preloadRoute(pathname)),
  usesStore(pathname) ? store.load() : null,
];
// A page the server rendered with its data brings that data: the first render shows the same
// content from it, and nothing is read twice.
const pageData = readPageData(document);
if (pathname === PAGE_ROUTES.search && !pageData) {
  // A first visit to the search page fetches its results in parallel with its code.
  void Promise.all([store.load(), import('./features/clinics/prefetch')])
    .then(([kit, { prefetchSearch }]) => prefetchSearch(kit.store.dispatch, search))
    .catch(() => undefined);
}

// A screen's scripts are listed by the page's HTML for the first screen only: the next screen's
// download starts as the pointer or focus comes to a link to it, with the store it needs.
watchLinkIntent(document, (path) => {
  void preloadRoute(path).catch(() => undefined);
  if (usesStore(path)) void store.load().catch(() => undefined);
});

// The HTML carries the page frame (and for some pages their content): it stays until the first
// screen's code is there, so the first render shows the screen instead of a loading screen. A
// screen whose code fails to load still renders, and its error shows as before.
void Promise.allSettled(firstScreen).then((settled) => {
  // A screen whose code did not load renders something else than the HTML: drawn afresh.
  if (settled.some((outcome) => outcome.status === 'rejected')) adopt = false;
  // After the screen's code: its endpoints are known to the store only once that has loaded.
  const kit = store.current();
  if (kit && pageData) kit.seed(kit.store, pageData);
  // As a transition, React renders (or adopts) in slices that leave the main thread free between
  // them (a phone stays responsive to taps); the HTML's content stays on screen until the commit.
  // Should the HTML not be what the app renders, React draws the page afresh, as without it.
  startTransition(() => {
    if (adopt) {
      hydrateRoot(
        root,
        <StrictMode>
          <App store={store} adopt onAdopted={adopted} />
        </StrictMode>,
      );
    } else {
      createRoot(root).render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      );
    }
  });
});
