import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TimedOutError, withTimeout, type Logger } from '@petvet/shared/server';
import type { PageReads } from './page-reads';

/** Where the web build puts the server renderer of its data pages (web/build/ssr-bundle.ts). */
export const RENDERER_FILE = path.join('.server', 'render-page.mjs');

interface FirstRead {
  endpoint: string;
  arg: unknown;
}

/** What the web build's renderer exports. */
interface RendererModule {
  firstReads(pathname: string, search: string): FirstRead[] | null;
  renderPage(
    url: string,
    reads: Array<FirstRead & { answer: unknown }>,
    locale: string,
  ): { html: string; entries: unknown[]; title: string; description: string };
  /** The site's title and description in a language (builds before languages lack it). */
  siteHead?(locale: string): { title: string; description: string };
  /** The page frame's messages in a language (builds before languages lack it). */
  frameMessages?(locale: string): Record<string, unknown>;
}

export interface RenderedPage {
  /** The content of `<main>`. */
  main: string;
  /** The `<script>` that hands the same data to the browser's first render. */
  data: string;
  /** The page's own `<title>` and description, in place of the site's. */
  head: { title: string; description: string };
  /** How long the render took once the data was read, in ms. */
  renderMs: number;
}

export interface RenderPage {
  (pathname: string, search: string, locale: string): Promise<RenderedPage | null>;
  /** The site's own title and description in a language, or null without a renderer. */
  siteHead(locale: string): Promise<{ title: string; description: string } | null>;
  /** The `<script>` that hands the browser the page frame's messages in a language, or ''. */
  frameMessages(locale: string): Promise<string>;
}

/**
 * Past this the page goes out without its data: the browser paints the page's frame at once and
 * reads the data itself, instead of a slow read holding back the whole HTML.
 */
export const READ_BUDGET_MS = 1_000;

const withinBudget = <T>(work: Promise<T>): Promise<T | null> =>
  withTimeout(work, READ_BUDGET_MS, 'the page data').catch((error: unknown) => {
    if (error instanceof TimedOutError) return null;
    throw error;
  });

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can end or change it,
 * and the line separators JavaScript once refused are escaped too. JSON.parse reads it unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A render that throws is a bug in the page, not in its data: logged, and the page goes plain. */
function renderOrReport(
  module: RendererModule,
  url: string,
  reads: Array<FirstRead & { answer: unknown }>,
  locale: string,
  logger: Logger,
) {
  try {
    return module.renderPage(url, reads, locale);
  } catch (error) {
    logger.error({ err: error, url }, 'a data page failed to render on the server');
    return null;
  }
}

/**
 * Renders a data page with the request's own data, or returns null: no renderer in the build, a
 * page it does not render, or a read that fails or is slow. The page is then served as before,
 * and the browser reads its data itself.
 */
export function serverRenderer(root: string, reads: PageReads | undefined): RenderPage {
  const file = path.join(root, RENDERER_FILE);
  const renderer: Promise<RendererModule | null> =
    reads && existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<RendererModule>).catch((error: unknown) => {
          // Every data page then goes out without its data: worth an operator's attention.
          reads.logger.error({ err: error, file }, 'the web build renderer could not be loaded');
          return null;
        })
      : Promise.resolve(null);
  const render = async (pathname: string, search: string, locale: string) => {
    const module = await renderer;
    if (!module || !reads) return null;
    try {
      const first = module.firstReads(pathname, search ? `?${search}` : '');
      if (!first) return null;
      const answered = await withinBudget(
        Promise.all(
          first.map(async (read) => ({
            ...read,
            answer: await reads.read(read.endpoint, read.arg),
          })),
        ),
      );
      if (!answered) return null;
      const started = performance.now();
      const page = renderOrReport(
        module,
        search ? `${pathname}?${search}` : pathname,
        answered,
        locale,
        reads.logger,
      );
      if (!page) return null;
      // A page the renderer did not render whole stays out of the HTML.
      if (![page.html, page.title, page.description].every((text) => typeof text === 'string')) {
        return null;
      }
      return {
        main: page.html,
        data: `<script type="application/json" id="page-data">${scriptSafeJson(page.entries)}</script>`,
        head: { title: page.title, description: page.description },
        renderMs: performance.now() - started,
      };
    } catch {
      return null;
    }
  };
  const siteHead = async (locale: string) => {
    const module = await renderer;
    try {
      return module?.siteHead?.(locale) ?? null;
    } catch {
      return null;
    }
  };
  const frameMessages = async (locale: string) => {
    const module = await renderer;
    try {
      const messages = module?.frameMessages?.(locale);
      return messages
        ? `<script type="application/json" id="frame-messages" data-locale="${locale}">${scriptSafeJson(messages)}</script>`
        : '';
    } catch {
      return '';
    }
  };
  return Object.assign(render, { siteHead, frameMessages });
}
