import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setApiBaseUrl } from '../lib/api-base';
import { registerIcons } from '../components/ui/Icon';
import { MORE_PATHS } from '../components/ui/icon-paths';
import { activateLoaded, loadMessages } from '../i18n/i18n';
import appEnglish from '../i18n/tiers/app.en';
import coreEnglish from '../i18n/tiers/core.en';
import { resetDocument } from './clean-document';
import { reactSettled } from './react-settled';

// Lazy routes are transformed on first import, and a CI machine running every project at once can
// take seconds to lay out a screen: a wait only lasts this long when what it waits for never comes.
// The slow-scheduler mode (slow-scheduler.ts) runs every screen several times slower.
configure({ asyncUtilTimeout: process.env.WEB_TEST_SLOW_SCHEDULER === '1' ? 60_000 : 15_000 });

// A find or waitFor (and every user-event action) returns once React has also run the effects of
// what it found: a test then reads the title, focus or requests of the screen it waited for, not
// those of the render before, however slowly the machine runs React's queued work.
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: (callback) =>
    asyncWrapper(async () => {
      const result = await callback();
      await reactSettled();
      return result;
    }),
});

// Screens speak English, the source language, unless a test switches (as the boot would).
loadMessages('en', { ...coreEnglish, ...appEnglish });
activateLoaded('en');

// Every icon is drawn, as on any screen that has loaded the store.
registerIcons(MORE_PATHS);

// Nothing listens on port 9: a call no test answers fails fast instead of reaching a real server.
export const UNANSWERED_API = 'http://127.0.0.1:9/api';
setApiBaseUrl(UNANSWERED_API);

// jsdom lays nothing out, so it cannot scroll: scrolling is accepted and does nothing.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = function scrollTo() {} as typeof window.scrollTo;

// Each test starts from a clean document and API address, whatever the one before left behind
// (a failed test never reaches its own tidying up).
beforeEach(() => {
  resetDocument();
  activateLoaded('en');
  setApiBaseUrl(UNANSWERED_API);
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  // A lazy chunk a test started (a map, a page) must finish loading while the DOM still exists:
  // one that resolves after the environment is torn down fails the run with "window is not defined".
  await vi.dynamicImportSettled();
  resetDocument();
});
