/**
 * The site's page paths, in one place: the web app's router and links, server rendering, the
 * sitemap and robots.txt, and the links in emails all build them here. Browser-safe (no imports).
 * Ids go in as they are (they are UUIDs); a query goes on as given.
 */

/** The router's patterns of the pages, by name. */
export const PAGE_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  claimAccount: '/claim-account',
  join: '/join',
  /** Asks for a password-reset link; the link opens resetPassword with its token. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Sessions, password, email address, second factor, export and closing the account. */
  security: '/account/security',
  search: '/search',
  /** The one search an owner means: where, what for, when; price and next free time together. */
  find: '/find',
  clinic: '/vet/:id',
  clinicPrices: '/vet/:id/prices',
  /** The booking screen; `bookAppointment` is the same screen under its older address. */
  book: '/book/:vetId',
  bookAppointment: '/book-appointment/:vetId',
  directory: '/global-vet-search',
  directoryCompare: '/global-vet-search/compare',
  practice: '/global-practices/:id',
  /** "Is this your practice? Correct these prices": prove control of the site, then review. */
  practicePrices: '/global-practices/:id/correct-prices',
  dashboard: '/dashboard',
  pets: '/pets',
  clinicDashboard: '/vet-dashboard',
  /** A patient's health record, as the clinic it was shared with sees it. */
  clinicPatient: '/vet-dashboard/patients/:petId',
  dashboardTest: '/dashboard-test',
} as const;

/** A query as a page link carries it: "?a=1", "a=1", URLSearchParams, or nothing. */
export type PathQuery = string | URLSearchParams | undefined | null;

/** The query with its "?" (none when empty). */
export function querySuffix(query: PathQuery): string {
  const text = query?.toString() ?? '';
  if (!text || text === '?') return '';
  return text.startsWith('?') ? text : `?${text}`;
}

const withQuery = (path: string, query?: PathQuery) => `${path}${querySuffix(query)}`;

/**
 * Builders of the pages' paths (with an optional query). Plain functions, not made by calling a
 * factory, so a bundle that uses none of them leaves them out.
 */
export const paths = {
  home: (query?: PathQuery) => withQuery(PAGE_ROUTES.home, query),
  login: (query?: PathQuery) => withQuery(PAGE_ROUTES.login, query),
  register: (query?: PathQuery) => withQuery(PAGE_ROUTES.register, query),
  claimAccount: (query?: PathQuery) => withQuery(PAGE_ROUTES.claimAccount, query),
  join: (query?: PathQuery) => withQuery(PAGE_ROUTES.join, query),
  forgotPassword: (query?: PathQuery) => withQuery(PAGE_ROUTES.forgotPassword, query),
  resetPassword: (query?: PathQuery) => withQuery(PAGE_ROUTES.resetPassword, query),
  verifyEmail: (query?: PathQuery) => withQuery(PAGE_ROUTES.verifyEmail, query),
  security: (query?: PathQuery) => withQuery(PAGE_ROUTES.security, query),
  search: (query?: PathQuery) => withQuery(PAGE_ROUTES.search, query),
  find: (query?: PathQuery) => withQuery(PAGE_ROUTES.find, query),
  clinic: (id: string, query?: PathQuery) => withQuery(`/vet/${id}`, query),
  clinicPrices: (id: string) => `/vet/${id}/prices`,
  book: (clinicId: string, query?: PathQuery) => withQuery(`/book/${clinicId}`, query),
  bookAppointment: (clinicId: string, query?: PathQuery) =>
    withQuery(`/book-appointment/${clinicId}`, query),
  directory: (query?: PathQuery) => withQuery(PAGE_ROUTES.directory, query),
  directoryCompare: (query?: PathQuery) => withQuery(PAGE_ROUTES.directoryCompare, query),
  practice: (id: string | number, query?: PathQuery) => withQuery(`/global-practices/${id}`, query),
  practicePrices: (id: string | number) => `/global-practices/${id}/correct-prices`,
  dashboard: (query?: PathQuery) => withQuery(PAGE_ROUTES.dashboard, query),
  pets: (query?: PathQuery) => withQuery(PAGE_ROUTES.pets, query),
  clinicDashboard: (query?: PathQuery) => withQuery(PAGE_ROUTES.clinicDashboard, query),
  clinicPatient: (petId: string) => `/vet-dashboard/patients/${petId}`,
};

/**
 * The params of `pathname` when it is exactly the page `pattern` (a PAGE_ROUTES value), else null.
 * Params come as they are in the path (still encoded).
 */
export function matchPage(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}

/** Pages only a signed-in user sees, kept out of search engines (robots.txt). */
export const PRIVATE_PAGE_PREFIXES = [
  PAGE_ROUTES.dashboard,
  PAGE_ROUTES.clinicDashboard,
  PAGE_ROUTES.pets,
  PAGE_ROUTES.security,
  PAGE_ROUTES.resetPassword,
  PAGE_ROUTES.verifyEmail,
  '/book/',
  '/book-appointment/',
] as const;

/** Private pages under a public one (a practice's own price review): robots.txt names them with `*`. */
export const PRIVATE_PAGE_PATTERNS = [PAGE_ROUTES.practicePrices] as const;
