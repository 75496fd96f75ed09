import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './store/store';
import { preloadRoute } from './app/routes/route-table';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const store = makeStore();
preloadRoute(window.location.pathname);
if (window.location.pathname === '/search') {
  // A first visit to the search page fetches its results in parallel with its code.
  void import('./features/clinics/prefetch')
    .then(({ prefetchSearch }) => prefetchSearch(store.dispatch, window.location.search))
    .catch(() => undefined);
}

let started = false;
function start() {
  if (started || !root) return;
  started = true;
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
// The HTML carries the page frame: let the browser paint it before the first render takes the
// main thread (a frame, ~16 ms). A hidden tab gets no animation frames, hence the timer as well.
const fallback = setTimeout(start, 100);
requestAnimationFrame(() => {
  clearTimeout(fallback);
  setTimeout(start, 0);
});
