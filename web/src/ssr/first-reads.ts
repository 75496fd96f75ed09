import { matchPage, PAGE_ROUTES } from '@petvet/shared';
import { searchPageArgs } from '../features/clinics/prefetch';
import { isExternalId } from '../features/clinics/types';
import { hasPlace, readFilters, toSearchParams } from '../features/directory/filters';
import { hasPlace as findHasPlace, readFind, toFindSearchArgs } from '../features/find/find-params';

/** One API read a page makes as it opens: the endpoint's name and the argument it is asked with. */
export interface FirstRead {
  endpoint:
    | 'searchClinics'
    | 'clinic'
    | 'publicServices'
    | 'clinicReviews'
    | 'directorySearch'
    | 'directoryStats'
    | 'practice';
  arg: unknown;
}

/**
 * The reads whose answers make a page's first screen, with the exact arguments its queries use
 * (the cache key): answered before the page renders, it renders its content at once. Null for a
 * page that is not rendered with its data.
 */
export function firstReads(pathname: string, search: string): FirstRead[] | null {
  if (pathname === PAGE_ROUTES.search) {
    return searchPageArgs(search).map((arg) => ({ endpoint: 'searchClinics', arg }));
  }
  const clinic = matchPage(PAGE_ROUTES.clinic, pathname);
  if (clinic) {
    const id = decodeURIComponent(clinic.id!);
    // An external listing is read from the tab's own stored search results.
    if (isExternalId(id)) return null;
    return [
      { endpoint: 'clinic', arg: id },
      { endpoint: 'publicServices', arg: id },
      { endpoint: 'clinicReviews', arg: { clinicId: id, page: 1 } },
    ];
  }
  if (pathname === PAGE_ROUTES.directory) {
    const { filters, page } = readFilters(new URLSearchParams(search));
    const stats: FirstRead = { endpoint: 'directoryStats', arg: undefined };
    if (!hasPlace(filters)) return [stats];
    return [{ endpoint: 'directorySearch', arg: toSearchParams(filters, page) }, stats];
  }
  if (pathname === PAGE_ROUTES.find) {
    // The search with the address's arguments, as the page asks it; no place yet: no read.
    const state = readFind(new URLSearchParams(search));
    return findHasPlace(state)
      ? [{ endpoint: 'directorySearch', arg: toFindSearchArgs(state) }]
      : [];
  }
  const practice = matchPage(PAGE_ROUTES.practice, pathname);
  if (practice) return [{ endpoint: 'practice', arg: decodeURIComponent(practice.id!) }];
  return null;
}
