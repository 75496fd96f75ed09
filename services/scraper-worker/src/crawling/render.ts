import { chromium, type Browser, type Route } from 'playwright-core';
import { USER_AGENT } from './http-client';
import { CHROMIUM_BASE_ARGS, chromiumPath } from '@petvet/shared/server';

export { DEFAULT_CHROMIUM_PATH } from '@petvet/shared/server';
const MAX_SUBREQUESTS = 40;
const BLOCKED_TYPES = new Set([
  'image',
  'font',
  'media',
  'stylesheet',
  'texttrack',
  'manifest',
  'other',
]);

/**
 * The system Chromium, cut off from the network: every host resolves to nothing and everything
 * else would go to a dead proxy. Pages only get what our route handler hands them, which is
 * fetched through the crawler's own guarded HTTP client (SSRF checks, size limits, politeness).
 */
export async function launchBrowser(executablePath = chromiumPath()): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...CHROMIUM_BASE_ARGS,
      '--host-resolver-rules=MAP * ~NOTFOUND',
      '--proxy-server=http://127.0.0.1:9',
      '--proxy-bypass-list=<-loopback>',
      '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    ],
  });
}

export interface SubResource {
  status: number;
  contentType: string;
  body: string;
}

export interface RenderOptions {
  url: string;
  /** The page's HTML as already fetched: served to the browser for the page address. */
  html: string;
  /** Fetches a script or data request for the page; null refuses it. */
  fetchSub?: (url: string) => Promise<SubResource | null>;
  /** robots.txt: requests it forbids are refused, and a page that ends on such an address fails. */
  allowed?: (url: string) => boolean;
  timeoutMs?: number;
}

/** The page's HTML after its scripts have run and its text has stopped changing. */
export async function renderPage(browser: Browser, options: RenderOptions): Promise<string> {
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    serviceWorkers: 'block',
    javaScriptEnabled: true,
  });
  let subrequests = 0;
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route: Route) => {
      const request = route.request();
      const url = request.url();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        // The page we read stays the page: where its scripts would go is for the crawl to
        // decide, through its own politeness and robots.txt checks.
        if (!sameDocument(url, options.url)) return route.abort();
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: options.html,
        });
      }
      if (options.allowed?.(url) === false) return route.abort();
      if (
        BLOCKED_TYPES.has(request.resourceType()) ||
        request.method() !== 'GET' ||
        !options.fetchSub
      )
        return route.abort();
      if (++subrequests > MAX_SUBREQUESTS) return route.abort();
      const sub = await options.fetchSub(url).catch(() => null);
      return sub
        ? route.fulfill({ status: sub.status, contentType: sub.contentType, body: sub.body })
        : route.abort();
    });
    const timeout = options.timeoutMs ?? 15_000;
    page.setDefaultTimeout(timeout);
    await page.goto(options.url, { waitUntil: 'domcontentloaded', timeout });
    await waitForStableText(page, Math.min(timeout, 8_000));
    const html = await page.content();
    // history.pushState can still move the address without a request.
    const finalUrl = page.url();
    if (options.allowed?.(finalUrl) === false)
      throw new Error(`the page moved to ${finalUrl}, which robots.txt does not allow`);
    return html;
  } finally {
    await context.close();
  }
}

/** For evaluations: render a stored page with no network at all. */
export function renderOffline(browser: Browser, html: string, url: string): Promise<string> {
  return renderPage(browser, { url, html });
}

async function waitForStableText(page: import('playwright-core').Page, maxMs: number) {
  const started = Date.now();
  let last = -1;
  let stable = 0;
  await page.waitForTimeout(300);
  while (Date.now() - started < maxMs && stable < 3) {
    const length = await page.evaluate<number>(
      'document.body ? document.body.innerText.length : 0',
    );
    stable = length === last ? stable + 1 : 0;
    last = length;
    await page.waitForTimeout(250);
  }
}

function sameDocument(a: string, b: string): boolean {
  const strip = (u: string) => u.replace(/#.*$/, '');
  return strip(a) === strip(b);
}
