import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../src/lib/router';

/**
 * Runs inside Vite's SSR module runner, so the page, the store and React all come from one module
 * graph (one React, one React-Redux context).
 */
export async function renderPage(
  url: string,
  pageModule: string,
  storeKitModule: string | null,
  i18nModule: string,
  locale: string,
): Promise<string> {
  // The page speaks the language asked for, with every message of it at hand.
  const i18n = (await import(/* @vite-ignore */ i18nModule)) as {
    activateLocale: (locale: string, tiers: string[]) => Promise<void>;
  };
  await i18n.activateLocale(locale, ['core', 'app']);
  const page = (await import(/* @vite-ignore */ pageModule)) as { default: ComponentType };
  let content: ReactElement = createElement(page.default);
  if (storeKitModule) {
    // A fresh store: signed out, nothing fetched, as for a first visit.
    const { appStoreKit } = (await import(/* @vite-ignore */ storeKitModule)) as {
      appStoreKit: () => { store: unknown; Provider: ComponentType<{ store: unknown }> };
    };
    const kit = appStoreKit();
    content = createElement(kit.Provider, { store: kit.store }, content);
  }
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, content));
}
