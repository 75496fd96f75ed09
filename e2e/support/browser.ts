/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, so its globals are typed here.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM_BASE_ARGS, chromiumPath } from '@petvet/shared/server';

export const CHROMIUM_PATH = chromiumPath();
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../screenshots',
);

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_BASE_ARGS,
      // The site shows sign-up links on "localhost"; the app listens on IPv4 only.
      '--host-resolver-rules=MAP localhost 127.0.0.1',
    ],
  });
}

/** Who a new page is signed in as: the session the app reads from local storage at start. */
export interface SignedIn {
  token: string;
  user: unknown;
}

/**
 * Closes the context when the running test ends, passed or failed: a failed test's open pages
 * would otherwise go on running their scripts and slow every later test. Outside a test (a
 * beforeAll) the caller closes it; closing twice is harmless.
 */
function closeWhenTheTestEnds(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    // Not inside a test.
  }
}

export async function newPage(
  browser: Browser,
  width = 1280,
  options: { signedInAs?: SignedIn } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { signedInAs } = options;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 500 ? 844 : 900 },
    acceptDownloads: true,
    // Signed in from the first page, without first loading one to write the session.
    storageState: signedInAs && {
      cookies: [],
      origins: [
        {
          origin: new URL(baseUrl()).origin,
          localStorage: [
            { name: 'token', value: signedInAs.token },
            { name: 'user', value: JSON.stringify(signedInAs.user) },
          ],
        },
      ],
    },
  });
  closeWhenTheTestEnds(context);
  // Map tiles come from the internet, which tests must not need: answer them with nothing.
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  return { context, page };
}

/** Signs in by writing the session the app reads at start (local storage key token, with the user). */
export async function signInAs(page: Page, session: SignedIn): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/**
 * Chooses a radio or checkbox and waits until it shows as chosen. Where the choice lives in the
 * address (the booking screen's day and time), the box turns checked a render after the click,
 * later on a loaded machine; Playwright's check() looks once, at once, and fails there.
 */
export async function choose(box: Locator): Promise<void> {
  await box.click();
  await box
    .page()
    .waitForFunction(
      (element) => (element as HTMLInputElement | null)?.checked === true,
      await box.elementHandle(),
    );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
    fullPage: true,
  });
}

/** WCAG 2 A/AA rules; the build fails on any serious or critical finding. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}
