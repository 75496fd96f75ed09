import { createHash } from 'node:crypto';

/**
 * The first number or date formatter a page makes loads the browser's formatting data for the
 * whole page: 20-70 ms of a desktop's main thread, several times that on a phone, whatever the
 * language. A page the server rendered formats prices, counts and dates in its first render,
 * which then holds up the page just after it has appeared, when the visitor may already tap or
 * scroll. This script has that data loaded while the page's head is read, before anything is on
 * screen, where the wait shows as the page appearing that much later and nothing else. Pages
 * without numbers (the home page, the sign-in forms) do not carry it.
 */
export const INTL_WARM_UP_SCRIPT =
  'try{var l=document.documentElement.lang;new Intl.NumberFormat(l).format(1);new Intl.DateTimeFormat(l).format(0)}catch(e){}';

/** The script's hash, which the Content-Security-Policy names so that it alone may run inline. */
export const INTL_WARM_UP_HASH = `'sha256-${createHash('sha256').update(INTL_WARM_UP_SCRIPT).digest('base64')}'`;

/** The page's HTML with the warm-up at the end of its head. */
export function withIntlWarmUp(html: string): string {
  return html.replace('</head>', () => `<script>${INTL_WARM_UP_SCRIPT}</script></head>`);
}
