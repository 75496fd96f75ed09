import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

type RenderPage = typeof import('./prerender-page.ts').renderPage;

/**
 * Renders pages that show no data (the home and login pages) to HTML at build time, from the
 * same components the browser runs, as a signed-out first visit sees them. The server puts it in
 * the page's HTML, so its text paints with the first response instead of after the scripts have
 * downloaded and run; the app's first render then replaces it with the same markup.
 */
export async function prerenderPages(
  root: string,
  pages: Array<{ url: string; module: string; store: boolean }>,
  storeKitModule: string,
): Promise<Map<string, string>> {
  if (pages.length === 0) return new Map();
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const { renderPage } = (await server.ssrLoadModule(path.join(here, 'prerender-page.ts'))) as {
      renderPage: RenderPage;
    };
    const html = new Map<string, string>();
    for (const page of pages) {
      const storeKit = page.store ? path.resolve(root, storeKitModule) : null;
      html.set(page.url, await renderPage(page.url, path.resolve(root, page.module), storeKit));
    }
    return html;
  } finally {
    await server.close();
  }
}
