import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setApiBaseUrl } from '../lib/api-base';

// Lazy routes are transformed on first import, and a CI machine running every project at once can
// take seconds to lay out a screen: a wait only lasts this long when what it waits for never comes.
configure({ asyncUtilTimeout: 15_000 });

// Nothing listens on port 9: a call no test answers fails fast instead of reaching a real server.
export const UNANSWERED_API = 'http://127.0.0.1:9/api';
setApiBaseUrl(UNANSWERED_API);

// jsdom lays nothing out, so it cannot scroll: scrolling is accepted and does nothing.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = function scrollTo() {} as typeof window.scrollTo;

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A lazy chunk a test started (a map, a page) must finish loading while the DOM still exists:
  // one that resolves after the environment is torn down fails the run with "window is not defined".
  await vi.dynamicImportSettled();
});
