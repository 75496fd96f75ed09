import { DIRECTORY_DEFAULT_RADIUS, DIRECTORY_PAGE_SIZE } from '@petvet/shared';
import type { DirectorySearchParams } from './api';
import { DIRECTORY_DEFAULT_CURRENCY, DIRECTORY_PAGE_BUTTONS } from './settings';

export interface DirectoryFilters {
  location: string;
  lat: number | null;
  lng: number | null;
  radius: number;
  country: string;
  verified: '' | 'true' | 'false';
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
    currency: f.currency,
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
