import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Express, Request, Response } from 'express';
import {
  COMPRESS_MIN_BYTES,
  appendVary,
  compressBody,
  isCompressible,
  preferredEncoding,
  weakEtag,
} from '../../middleware/compression';
import type { PageReads } from './page-reads';
import { RENDERER_FILE, serverRenderer, type RenderPage } from './server-render';

/** Hashed build output never changes under its name: a browser may keep it for a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon): kept a day. */
const PUBLIC_FILE = 'public, max-age=86400';

// The kinds of file a Vite build writes; anything else goes out as bytes.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

interface WebFile {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** For a page rendered for this request: how long that took (the Server-Timing header). */
  serverTiming?: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * The build's own `.br`/`.gz` files (written at top quality at build time) are used when present;
 * a text file without them is compressed once here, so every text file goes out compressed.
 */
function loadFile(file: string, urlPath: string): WebFile {
  const identity = readFileSync(file);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const loaded: WebFile = {
    type,
    etag: weakEtag(identity),
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : PUBLIC_FILE,
    identity,
  };
  if (isCompressible(type) && identity.length >= COMPRESS_MIN_BYTES) {
    loaded.br = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    loaded.gzip = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`)
      : gzipSync(identity, { level: 9 });
  }
  return loaded;
}

function loadDist(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  // The server's own renderer is code for this process, not a file for browsers.
  const serverOnly = path.join(root, path.dirname(RENDERER_FILE)) + path.sep;
  for (const file of listFiles(root)) {
    if (file.startsWith(serverOnly)) continue;
    if (/\.(br|gz)$/.test(file) && existsSync(file.slice(0, -path.extname(file).length))) continue;
    if (!statSync(file).isFile()) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    files.set(urlPath, loadFile(file, urlPath));
  }
  return files;
}

function sendWebFile(req: Request, res: Response, file: WebFile, cacheControl = file.cacheControl) {
  res.setHeader('content-type', file.type);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', file.etag);
  if (file.br || file.gzip) appendVary(res, 'Accept-Encoding');
  if (file.serverTiming) res.setHeader('server-timing', file.serverTiming);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  let body = file.identity;
  if (encoding === 'br' && file.br) body = file.br;
  else if (encoding !== 'identity' && file.gzip) body = file.gzip;
  if (body !== file.identity) res.setHeader('content-encoding', body === file.br ? 'br' : 'gzip');
  res.setHeader('content-length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

interface RoutePreloadEntry {
  path: string;
  js: string[];
  css: string[];
  data?: string[];
  /** The page's content rendered at build time. */
  html?: string;
  /** The server renders the page's content with each request's data. */
  render?: boolean;
}

interface PageHints {
  pattern: RegExp;
  links: string;
  data?: string[];
  main?: string;
  render?: boolean;
}

/** A stylesheet as an inline `<style>`, or null when the build has no such file. */
function inlineStyle(files: Map<string, WebFile>, href: string): string | null {
  const css = files.get(href);
  if (!css || css.identity.length > INLINE_CSS_MAX_BYTES) return null;
  return `<style>${css.identity.toString('utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The build's list of each landing page's chunks (`route-preloads.json`), as link tags. A page
 * rendered at build time brings its content, and its styles inline: that content paints at once.
 */
function loadPageHints(root: string, files: Map<string, WebFile>): PageHints[] {
  const file = path.join(root, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadEntry[];
  return entries.map((entry) => ({
    pattern: new RegExp(entry.path),
    links: [
      // Fetched early but not render-blocking (the page frame paints without waiting for them),
      // except a rendered page's own, which its content needs at its first paint.
      ...entry.css.map(
        (href) =>
          ((entry.html !== undefined || entry.render) && inlineStyle(files, href)) ||
          `<link rel="preload" as="style" crossorigin href="${href}">`,
      ),
      ...entry.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join(''),
    data: entry.data,
    main: entry.html,
    render: entry.render,
  }));
}

function htmlFile(html: string, compressNow: (body: Buffer) => Pick<WebFile, 'br' | 'gzip'>) {
  const identity = Buffer.from(html);
  return {
    type: TYPES['.html']!,
    etag: weakEtag(identity),
    cacheControl: REVALIDATE,
    identity,
    ...compressNow(identity),
  } satisfies WebFile;
}

const atBuildQuality = (body: Buffer) => ({
  br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(body, { level: 9 }),
});
const atRequestQuality = (body: Buffer) => ({
  br: compressBody(body, 'br'),
  gzip: compressBody(body, 'gzip'),
});

/**
 * A page whose content is in its HTML paints without its scripts: they are not asked for before
 * that paint (the entry lists them from this meta tag once it has happened), so a phone's
 * connection carries the page first and its code right after.
 */
function scriptsAfterPaint(html: string): string {
  const later: string[] = [];
  const rest = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_, href: string) => {
      later.push(href);
      return '';
    },
  );
  return rest
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace('</head>', `<meta name="scripts-after-paint" content="${later.join(' ')}"></head>`);
}

/** The page's content in its `<main>`; its scripts then wait for that content's first paint. */
function withContent(html: string, main: string, data = ''): string {
  return scriptsAfterPaint(html)
    .replace('<main class="main"></main>', () => `<main class="main">${main}</main>`)
    .replace('</body>', () => `${data}</body>`);
}

/** A page rendered for one request, compressed once, in the one encoding this request takes. */
function renderedFile(req: Request, html: string): WebFile {
  const identity = Buffer.from(html);
  const encoding = identity.length >= COMPRESS_MIN_BYTES ? preferredEncoding(req) : 'identity';
  const file: WebFile = {
    type: TYPES['.html']!,
    etag: weakEtag(identity),
    cacheControl: REVALIDATE,
    identity,
  };
  if (encoding !== 'identity') file[encoding] = compressBody(identity, encoding);
  return file;
}

type PageFile = (req: Request, pathname: string, query: string) => Promise<WebFile | null>;

/**
 * index.html for one page: the page's own chunks and styles named in the head, so the browser
 * fetches them alongside the entry instead of after it has run, and for a detail page the API
 * read it starts with. A data page is rendered with the request's data when it can be; pages
 * without data are built once; the matched id is digits or hex only.
 */
function pageHtml(index: string, hints: PageHints[], render: RenderPage): PageFile {
  const fixed = new Map<PageHints, WebFile>();
  return async (req, pathname, query) => {
    const hint = hints.find((h) => h.pattern.test(pathname));
    if (!hint) return null;
    const withLinks = (extra: string) => {
      const html = index.replace('</head>', `${hint.links}${extra}</head>`);
      return hint.main === undefined ? html : withContent(html, hint.main);
    };
    const rendered = hint.render ? await render(pathname, query) : null;
    if (rendered) {
      const file = renderedFile(req, withContent(withLinks(''), rendered.main, rendered.data));
      return { ...file, serverTiming: `render;dur=${rendered.renderMs.toFixed(1)}` };
    }
    // A query may change what the page reads first (a search's own terms): then it names none.
    if (!hint.data || query) {
      if (!fixed.has(hint)) fixed.set(hint, htmlFile(withLinks(''), atBuildQuality));
      return fixed.get(hint)!;
    }
    const match = hint.pattern.exec(pathname)!;
    const reads = hint.data.map((read) =>
      read.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? ''),
    );
    return htmlFile(
      withLinks(
        reads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`).join(''),
      ),
      atRequestQuality,
    );
  };
}

// Above this an inlined stylesheet would delay the HTML more than its own request costs.
const INLINE_CSS_MAX_BYTES = 40_000;

/**
 * The entry stylesheet goes into the HTML itself: a phone then paints without waiting for one more
 * round trip. Its file stays served, for pages cached before a release.
 */
function inlineEntryStyles(html: string, files: Map<string, WebFile>): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (tag, href: string) => inlineStyle(files, href) ?? tag,
  );
}

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
    pageFor(req, req.path, query).then(
      (page) => sendWebFile(req, res, page ?? plainIndex, REVALIDATE),
      next,
    );
  });
}
