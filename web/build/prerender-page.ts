import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

interface ServedModule {
  ServedApp: ComponentType<{
    url: string;
    kit: unknown;
    pages: Array<{ path: string; element: ReactNode }>;
  }>;
  mainContent: (html: string) => string;
}

/**
 * Runs inside Vite's SSR module runner, so the page, the store and React all come from one module
 * graph (one React, one React-Redux context).
 */
export async function renderPage(
  url: string,
  pageModule: string,
  storeKitModule: string | null,
  i18nModule: string,
  servedModule: string,
  locale: string,
): Promise<string> {
  // The page speaks the language asked for, with every message of it at hand.
  const i18n = (await import(/* @vite-ignore */ i18nModule)) as {
    activateLocale: (locale: string, tiers: string[]) => Promise<void>;
  };
  await i18n.activateLocale(locale, ['core', 'app']);
  const page = (await import(/* @vite-ignore */ pageModule)) as { default: ComponentType };
  const { ServedApp, mainContent } = (await import(
    /* @vite-ignore */ servedModule
  )) as ServedModule;
  // A fresh store: signed out, nothing fetched, as for a first visit.
  const kit = storeKitModule
    ? (
        (await import(/* @vite-ignore */ storeKitModule)) as { appStoreKit: () => unknown }
      ).appStoreKit()
    : null;
  // Inside the app's own layout and with React's markers, so the browser adopts this HTML.
  const pages = [{ path: '*', element: createElement(page.default) }];
  return mainContent(renderToString(createElement(ServedApp, { url, kit, pages })));
}
