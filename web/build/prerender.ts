import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../shared/src/i18n/locales.ts';
import { createServer } from 'vite';
import { catalogs } from './catalogs.ts';

type RenderPage = typeof import('./prerender-page.ts').renderPage;

/**
 * Renders pages that show no data (the home and login pages) to HTML at build time, from the
 * same components the browser runs, as a signed-out first visit sees them. The server puts it in
 * the page's HTML, so its text paints with the first response instead of after the scripts have
 * downloaded and run; the app's first render then adopts that markup (hydrates it).
 */
export async function prerenderPages(
  root: string,
  pages: Array<{ url: string; module: string; store: boolean }>,
  storeKitModule: string,
): Promise<Map<string, Record<string, string>>> {
  if (pages.length === 0) return new Map();
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [catalogs()],
  });
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const { renderPage } = (await server.ssrLoadModule(path.join(here, 'prerender-page.ts'))) as {
      renderPage: RenderPage;
    };
    const i18n = path.resolve(root, 'src/i18n/i18n.ts');
    const served = path.resolve(root, 'src/ssr/served-app.tsx');
    const html = new Map<string, Record<string, string>>();
    for (const page of pages) {
      const storeKit = page.store ? path.resolve(root, storeKitModule) : null;
      const byLocale: Record<string, string> = {};
      for (const locale of LOCALES) {
        const module = path.resolve(root, page.module);
        byLocale[locale] = await renderPage(page.url, module, storeKit, i18n, served, locale);
      }
      html.set(page.url, byLocale);
    }
    return html;
  } finally {
    await server.close();
  }
}
