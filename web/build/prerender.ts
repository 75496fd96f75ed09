import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createServer } from 'vite';

/**
 * Renders pages that need no data and no session (the home page) to HTML at build time, from the
 * same components the browser runs. The server puts it in the page's HTML, so its text paints
 * with the first response instead of after the scripts have downloaded and run; the app's first
 * render then replaces it with the same markup.
 */
export async function prerenderPages(
  root: string,
  pages: Array<{ url: string; module: string }>,
): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const html = new Map<string, string>();
    for (const page of pages) {
      const loaded = (await server.ssrLoadModule(path.resolve(root, page.module))) as {
        default: ComponentType;
      };
      html.set(
        page.url,
        renderToStaticMarkup(
          createElement(
            MemoryRouter,
            { initialEntries: [page.url] },
            createElement(loaded.default),
          ),
        ),
      );
    }
    return html;
  } finally {
    await server.close();
  }
}
