import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import { AppError, because } from '@petvet/shared';
import { appendVary } from '../../middleware/compression';
import { inlineEntryStyles, loadPageHints, pageHtml } from './page-html';
import type { PageReads } from './page-reads';
import { serverRenderer } from './server-render';
import { atBuildQuality, htmlFile, loadDist, REVALIDATE, sendWebFile } from './web-file';

/**
 * In production the API also serves the built SPA, so one URL serves everything. The build is
 * small (a few hundred kB with its compressed copies): it is read once into memory at start.
 * With `reads`, the data pages come rendered with their data (server-render.ts).
 */
export function serveWeb(app: Express, distDir: string | undefined, reads?: PageReads): void {
  if (!distDir) return;
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) return;
  const files = loadDist(root);
  const index = files.get('/index.html')!;
  files.delete('/index.html');
  files.delete('/route-preloads.json');
  const html = inlineEntryStyles(index.identity.toString('utf8'), files);
  const plainIndex =
    html === index.identity.toString('utf8') ? index : htmlFile(html, atBuildQuality);
  const pageFor = pageHtml(html, loadPageHints(root, files), serverRenderer(root, reads));

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/metrics') return next();
    const file = files.get(req.path);
    if (file) return sendWebFile(req, res, file);
    // A hashed file that is gone (an old page after a release) must fail, not turn into HTML.
    if (req.path.startsWith('/assets/')) return next();
    const query = req.originalUrl.split('?')[1] ?? '';
    // The same address speaks the visitor's language: caches keep one copy per language.
    appendVary(res, 'Accept-Language, Cookie');
    pageFor(req, req.path, query).then(
      (page) => sendWebFile(req, res, page ?? plainIndex, REVALIDATE),
      next,
    );
  });
}

/**
 * The last handler: whatever nothing else answered (a hashed file gone after a release, any path
 * while the web app is not built) gets the JSON error every other failure gets, not Express's
 * HTML page.
 */
export const siteNotFound: RequestHandler = (req, _res, next) => {
  next(
    new AppError(
      'NOT_FOUND',
      req.path.startsWith('/assets/')
        ? 'No such file'
        : because('nothing_here', `Nothing at ${req.method} ${req.path}`, {
            method: req.method,
            path: req.path,
          }),
    ),
  );
};
