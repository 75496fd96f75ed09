import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { z } from 'zod';
import { LOCALE_COOKIE, requestLocale, routePreloadEntrySchema, type Locale } from '@petvet/shared';
import type { RenderPage } from './server-render';
import { atBuildQuality, atRequestQuality, htmlFile, renderedFile, type WebFile } from './web-file';

export interface PageHints {
  pattern: RegExp;
  links: string;
  data?: string[];
  main?: string;
  /** `main` in each other language. */
  localized?: Record<string, string>;
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
export function loadPageHints(root: string, files: Map<string, WebFile>): PageHints[] {
  const file = path.join(root, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const entries = z.array(routePreloadEntrySchema).parse(JSON.parse(readFileSync(file, 'utf8')));
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
    localized: entry.localized,
    render: entry.render,
  }));
}

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

const HTML_SPECIAL: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_SPECIAL[c]!);

/** The page's own title and description (a clinic's name), for links shared before any script. */
function withHead(html: string, head: { title: string; description: string }): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    );
}

export type PageFile = (req: Request, pathname: string, query: string) => Promise<WebFile | null>;

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The language of a request: the visitor's own choice (a cookie), else their browser's. */
export function localeOf(req: Request): Locale {
  const cookie = COOKIE_VALUE.exec(req.headers.cookie ?? '')?.[1];
  return requestLocale(cookie, req.headers['accept-language']);
}

/** The HTML's language, for browsers, screen readers and search engines. */
const withLang = (html: string, locale: Locale) =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/**
 * index.html for one page: the page's own chunks and styles named in the head, so the browser
 * fetches them alongside the entry instead of after it has run, and for a detail page the API
 * read it starts with. A data page is rendered with the request's data when it can be; pages
 * without data are built once; the matched id is digits or hex only.
 */
export function pageHtml(index: string, hints: PageHints[], render: RenderPage): PageFile {
  const fixed = new Map<string, WebFile>();
  const heads = new Map<Locale, Promise<string>>();
  // The site's HTML in a language: its `lang`, title and description (English is the build's).
  const indexIn = (locale: Locale) => {
    if (!heads.has(locale)) {
      heads.set(
        locale,
        Promise.all([render.siteHead(locale), render.frameMessages(locale)]).then(
          ([head, messages]) => {
            const html = withLang(index, locale).replace('</body>', () => `${messages}</body>`);
            return head && locale !== 'en' ? withHead(html, head) : html;
          },
        ),
      );
    }
    return heads.get(locale)!;
  };
  return async (req, pathname, query) => {
    const hint = hints.find((h) => h.pattern.test(pathname));
    const locale = localeOf(req);
    const base = await indexIn(locale);
    if (!hint) {
      const key = `plain:${locale}`;
      if (!fixed.has(key)) fixed.set(key, htmlFile(base, atBuildQuality));
      return fixed.get(key)!;
    }
    const main = locale === 'en' ? hint.main : (hint.localized?.[locale] ?? hint.main);
    const withLinks = (extra: string) => {
      const html = base.replace('</head>', `${hint.links}${extra}</head>`);
      return main === undefined ? html : withContent(html, main);
    };
    const rendered = hint.render ? await render(pathname, query, locale) : null;
    if (rendered) {
      const html = withContent(withLinks(''), rendered.main, rendered.data);
      const file = renderedFile(req, withHead(html, rendered.head));
      return { ...file, serverTiming: `render;dur=${rendered.renderMs.toFixed(1)}` };
    }
    // A query may change what the page reads first (a search's own terms): then it names none.
    if (!hint.data || query) {
      const key = `${hints.indexOf(hint)}:${locale}`;
      if (!fixed.has(key)) fixed.set(key, htmlFile(withLinks(''), atBuildQuality));
      return fixed.get(key)!;
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
export function inlineEntryStyles(html: string, files: Map<string, WebFile>): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (tag, href: string) => inlineStyle(files, href) ?? tag,
  );
}
