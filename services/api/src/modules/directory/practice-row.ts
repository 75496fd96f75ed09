import type { GlobalPractice, GlobalPracticeDetail } from '@petvet/shared';
import { countryName, schema } from '@petvet/shared/server';
import { petvetClinicIdOf } from './petvet-clinics.repository';

const gp = schema.globalPractices;

/** The practice's own columns every directory answer shows. */
export const practiceRowColumns = {
  id: gp.id,
  name: gp.name,
  address: gp.address,
  city: gp.city,
  postcode: gp.postcode,
  country: gp.country,
  phone: gp.phone,
  website: gp.website,
  lat: gp.lat,
  lng: gp.lng,
  verified: gp.verified,
  verificationSource: gp.verificationSource,
  rating: gp.rating,
  serviceCount: gp.serviceCount,
  minPrice: gp.minPrice,
  maxPrice: gp.maxPrice,
  currency: gp.currency,
  source: gp.source,
  createdAt: gp.createdAt,
  lastCrawled: gp.lastCrawled,
  // A column of the row: the dense search reads it for free (no join to clinics).
  clinicId: gp.clinicId,
  reviewCount: gp.reviewCount,
};

/** ...and the PetVet clinic it is, when it is one. */
export const practiceColumns = { ...practiceRowColumns, petvetClinicId: petvetClinicIdOf() };

export const practiceDetailColumns = {
  ...practiceColumns,
  updatedAt: gp.updatedAt,
  crawlStatus: gp.crawlStatus,
  crawlPagesFetched: gp.crawlPagesFetched,
  crawlDurationMs: gp.crawlDurationMs,
  crawlError: gp.crawlError,
};

export interface PracticeRow {
  id: number;
  name: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
  phone: string;
  website: string;
  lat: number | null;
  lng: number | null;
  verified: boolean;
  verificationSource: string | null;
  rating: number | null;
  serviceCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  currency: string;
  source: string;
  createdAt: Date;
  lastCrawled: Date | null;
  /** Set on the listing of a PetVet clinic (source 'petvet'): it takes bookings. */
  clinicId: string | null;
  reviewCount: number | null;
  petvetClinicId: string | null;
}

export interface PracticeDetailRow extends PracticeRow {
  updatedAt: Date;
  crawlStatus: string | null;
  crawlPagesFetched: number | null;
  crawlDurationMs: number | null;
  crawlError: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const numberOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export function toPracticeDto(row: PracticeRow, distanceKm: number | null = null): GlobalPractice {
  return {
    id: Number(row.id),
    name: row.name,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    countryName: row.country ? countryName(row.country) : '',
    phone: row.phone,
    website: row.website,
    lat: row.lat,
    lng: row.lng,
    verified: row.verified,
    verificationSource: row.verificationSource,
    rating: numberOrNull(row.rating),
    serviceCount: row.serviceCount,
    minPrice: numberOrNull(row.minPrice),
    maxPrice: numberOrNull(row.maxPrice),
    currency: row.currency,
    distance: distanceKm === null ? null : Math.round(Number(distanceKm) * 100) / 100,
    source: row.source,
    createdAt: iso(row.createdAt),
    lastCrawled: row.lastCrawled ? iso(row.lastCrawled) : null,
    petvetClinicId: row.petvetClinicId,
    bookable: row.clinicId !== null,
    reviewCount: row.reviewCount,
  };
}

export function toPracticeDetailDto(row: PracticeDetailRow): GlobalPracticeDetail {
  return {
    ...toPracticeDto(row),
    updatedAt: iso(row.updatedAt),
    crawlStatus: row.crawlStatus,
    crawlPagesFetched: row.crawlPagesFetched,
    crawlDurationMs: row.crawlDurationMs,
    crawlError: row.crawlError,
  };
}
