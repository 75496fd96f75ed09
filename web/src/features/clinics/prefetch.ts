import type { AppDispatch } from '../../store/store';
import { clinicsApi, type ClinicSearchArgs } from './api';
import { readSearchFields, searchArgsOf } from './search-params';
import { DEFAULT_CITIES, DEFAULT_CITY_RADIUS } from './settings';

/**
 * Asks for the search results while the page's code is still downloading, so the answer is in
 * the cache when the page first renders (same arguments, same cache entry).
 */
export function prefetchSearch(dispatch: AppDispatch, search: string): void {
  for (const item of searchPageArgs(search))
    dispatch(clinicsApi.util.prefetch('searchClinics', item, { force: false }));
}

/** The search page's first queries: the visitor's search, or the default cities before one. */
export function searchPageArgs(search: string): ClinicSearchArgs[] {
  const args = searchArgsOf(readSearchFields(new URLSearchParams(search)));
  if (args.city || args.postcode) return [args];
  // The same arguments as the page's default-city queries, so they share one cache entry.
  return DEFAULT_CITIES.map((city) => ({ city, radius: DEFAULT_CITY_RADIUS }));
}
