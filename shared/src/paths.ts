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
  search: '/search',
  clinic: '/vet/:id',
  clinicPrices: '/vet/:id/prices',
  /** The booking screen; `bookAppointment` is the same screen under its older address. */
  book: '/book/:vetId',
  bookAppointment: '/book-appointment/:vetId',
  directory: '/global-vet-search',
  directoryCompare: '/global-vet-search/compare',
  practice: '/global-practices/:id',
  dashboard: '/dashboard',
  pets: '/pets',
  clinicDashboard: '/vet-dashboard',
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

const page =
  (path: string) =>
  (query?: PathQuery): string =>
    `${path}${querySuffix(query)}`;

/** Builders of the pages' paths (with an optional query). */
export const paths = {
  home: page(PAGE_ROUTES.home),
  login: page(PAGE_ROUTES.login),
  register: page(PAGE_ROUTES.register),
  claimAccount: page(PAGE_ROUTES.claimAccount),
  join: page(PAGE_ROUTES.join),
  search: page(PAGE_ROUTES.search),
  clinic: (id: string, query?: PathQuery) => `/vet/${id}${querySuffix(query)}`,
  clinicPrices: (id: string) => `/vet/${id}/prices`,
  book: (clinicId: string, query?: PathQuery) => `/book/${clinicId}${querySuffix(query)}`,
  bookAppointment: (clinicId: string, query?: PathQuery) =>
    `/book-appointment/${clinicId}${querySuffix(query)}`,
  directory: page(PAGE_ROUTES.directory),
  directoryCompare: page(PAGE_ROUTES.directoryCompare),
  practice: (id: string | number, query?: PathQuery) =>
    `/global-practices/${id}${querySuffix(query)}`,
  dashboard: page(PAGE_ROUTES.dashboard),
  pets: page(PAGE_ROUTES.pets),
  clinicDashboard: page(PAGE_ROUTES.clinicDashboard),
} as const;

/** Pages only a signed-in user sees, kept out of search engines (robots.txt). */
export const PRIVATE_PAGE_PREFIXES = [
  PAGE_ROUTES.dashboard,
  PAGE_ROUTES.clinicDashboard,
  PAGE_ROUTES.pets,
  paths.book(''),
  paths.bookAppointment(''),
];
