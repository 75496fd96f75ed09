import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/**
 * Runs inside Vite's SSR module runner, so the page, the store and React all come from one module
 * graph (one React, one React-Redux context).
 */
export async function renderPage(
  url: string,
  pageModule: string,
  storeKitModule: string | null,
): Promise<string> {
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
