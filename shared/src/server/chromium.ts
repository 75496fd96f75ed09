/** Debian's Chromium; CHROMIUM_PATH overrides it. Never a browser downloaded by a test tool. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumPath = (env: Record<string, string | undefined> = process.env): string =>
  env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;

/**
 * Headless, as root, and quiet: without the background-networking switches Chromium keeps
 * calling home, which a closed network refuses over and over.
 */
export const CHROMIUM_BASE_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
