import type { AppDispatch } from '../../store/store';
import { clinicsApi } from './api';
import { readSearchFields, searchArgsOf } from './search-params';
import { DEFAULT_CITIES, DEFAULT_CITY_RADIUS } from './settings';

/**
 * Asks for the search results while the page's code is still downloading, so the answer is in
 * the cache when the page first renders (same arguments, same cache entry).
 */
export function prefetchSearch(dispatch: AppDispatch, search: string): void {
  const args = searchArgsOf(readSearchFields(new URLSearchParams(search)));
  const list =
    args.city || args.postcode
      ? [args]
      : DEFAULT_CITIES.map((city) => ({ city, radius: DEFAULT_CITY_RADIUS }));
  for (const item of list)
    dispatch(clinicsApi.util.prefetch('searchClinics', item, { force: false }));
}
