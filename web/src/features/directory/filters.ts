import {
  DIRECTORY_DEFAULT_RADIUS,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  guessCurrency,
} from '@petvet/shared';
import type { DirectorySearchParams } from './api';
import {
  DIRECTORY_DEFAULT_CURRENCY,
  DIRECTORY_PAGE_BUTTONS,
  DIRECTORY_RADIUS_CHOICES,
} from './settings';

export interface DirectoryFilters {
  location: string;
  lat: number | null;
  lng: number | null;
  radius: number;
  country: string;
  verified: '' | 'true' | 'false';
  /** '' shows each practice's prices in its own currency; a code converts every price to it. */
  currency: string;
  maxPrice: string;
  services: string[];
  sort: 'relevance' | 'distance' | 'price' | 'rating';
}

export const DEFAULT_FILTERS: DirectoryFilters = {
  location: '',
  lat: null,
  lng: null,
  radius: DIRECTORY_DEFAULT_RADIUS,
  country: '',
  verified: '',
  currency: DIRECTORY_DEFAULT_CURRENCY,
  maxPrice: '',
  services: [],
  sort: 'relevance',
};

export const CURRENCY_CHOICES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY', 'CHF'] as const;

export const QUICK_LOCATIONS = [
  'New York, USA',
  'London, UK',
  'Tokyo, Japan',
  'Sydney, Australia',
  'Toronto, Canada',
] as const;

export const hasPlace = (f: DirectoryFilters) =>
  Boolean(f.location.trim()) || (f.lat !== null && f.lng !== null);

/** The request for a page of results; unset filters are left out. */
export function toSearchParams(f: DirectoryFilters, page: number): DirectorySearchParams {
  const params: DirectorySearchParams = {
    page: String(page),
    limit: String(DIRECTORY_PAGE_SIZE),
    radius: String(f.radius),
    // The max price is read in the chosen currency, else in the searched place's.
    currency: f.currency || guessCurrency(f.location),
    sort: f.sort,
  };
  if (f.lat !== null && f.lng !== null) {
    params.lat = String(f.lat);
    params.lng = String(f.lng);
  } else if (f.location.trim()) params.location = f.location.trim();
  if (f.country) params.country = f.country;
  if (f.verified) params.verified = f.verified;
  if (f.maxPrice.trim()) params.maxPrice = f.maxPrice.trim();
  if (f.services.length) params.services = f.services.join(',');
  return params;
}

/** Up to 5 page numbers, starting two before the current page. */
export function pageWindow(current: number, totalPages: number): number[] {
  const count = Math.min(DIRECTORY_PAGE_BUTTONS, totalPages);
  const first = Math.max(1, Math.min(current - 2, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

const nullableNumber = (value: string | null) =>
  value !== null && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;

/**
 * The search as the address records it, so Back, a reload and a shared link keep it. The spec's
 * `city` still names the location when `location` is absent.
 */
export function readFilters(params: URLSearchParams): { filters: DirectoryFilters; page: number } {
  const radius = Number(params.get('radius'));
  const choices: readonly number[] = DIRECTORY_RADIUS_CHOICES;
  const sort = params.get('sort') ?? '';
  const verified = params.get('verified');
  const lat = nullableNumber(params.get('lat'));
  const lng = nullableNumber(params.get('lng'));
  const page = Number(params.get('page'));
  return {
    filters: {
      location: params.get('location') ?? params.get('city') ?? '',
      lat: lat !== null && lng !== null ? lat : null,
      lng: lat !== null && lng !== null ? lng : null,
      radius: choices.includes(radius) ? radius : DEFAULT_FILTERS.radius,
      country: params.get('country') ?? '',
      verified: verified === 'true' || verified === 'false' ? verified : '',
      currency: (params.get('currency') ?? '').toUpperCase(),
      maxPrice: params.get('maxPrice') ?? '',
      services: (params.get('services') ?? '').split(',').filter(Boolean),
      sort: (DIRECTORY_SORTS as readonly string[]).includes(sort)
        ? (sort as DirectoryFilters['sort'])
        : 'relevance',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a search: only what differs from the defaults. */
export function writeFilters(f: DirectoryFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (f.location.trim()) params.set('location', f.location.trim());
  if (f.lat !== null && f.lng !== null) {
    params.set('lat', String(f.lat));
    params.set('lng', String(f.lng));
  }
  if (f.radius !== DEFAULT_FILTERS.radius) params.set('radius', String(f.radius));
  if (f.country) params.set('country', f.country);
  if (f.verified) params.set('verified', f.verified);
  if (f.currency) params.set('currency', f.currency);
  if (f.maxPrice.trim()) params.set('maxPrice', f.maxPrice.trim());
  if (f.services.length) params.set('services', f.services.join(','));
  if (f.sort !== 'relevance') params.set('sort', f.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}
