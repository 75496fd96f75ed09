import { CLINIC_SEARCH_DEFAULT_RADIUS } from '@petvet/shared';
import { CLINIC_SEARCH_RADIUS_CHOICES } from './settings';

export interface SearchFields {
  city: string;
  postcode: string;
  radius: number;
}

/** The query string is the search's state: city, postcode, radius (default 10; unknown values fall back). */
export function readSearchFields(params: URLSearchParams): SearchFields {
  const radius = Number(params.get('radius'));
  const choices: readonly number[] = CLINIC_SEARCH_RADIUS_CHOICES;
  return {
    city: params.get('city') ?? '',
    postcode: params.get('postcode') ?? '',
    radius: choices.includes(radius) ? radius : CLINIC_SEARCH_DEFAULT_RADIUS,
  };
}

export function toSearchParams(fields: SearchFields): URLSearchParams {
  const params = new URLSearchParams();
  if (fields.city) params.set('city', fields.city);
  if (fields.postcode) params.set('postcode', fields.postcode);
  params.set('radius', String(fields.radius));
  return params;
}

/** The exact arguments the page queries with, so a prefetch and the page share one cache entry. */
export function searchArgsOf(fields: SearchFields): {
  city: string;
  postcode: string;
  radius: number;
} {
  return { city: fields.city.trim(), postcode: fields.postcode.trim(), radius: fields.radius };
}
