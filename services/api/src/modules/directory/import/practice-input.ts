import { currencyForCountry } from '@petvet/shared';
import { countryCode } from '@petvet/shared/server';
import { normalizeWebsite, registrableDomain } from '../website';

/** One practice as a file describes it, before any checks. */
export interface RawPractice {
  /** 1-based row (CSV line, or element/feature position) for the report. */
  row: number;
  sourceId: string | number | null | undefined;
  name: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  postcode?: string | null | undefined;
  country?: string | null | undefined;
  phone?: string | null | undefined;
  website?: string | null | undefined;
  lat: unknown;
  lng: unknown;
  verified?: boolean;
  /** Set by a parser that already knows the row cannot be used ("not amenity=veterinary"). */
  rejectReason?: string;
}

/** A checked practice, ready to be stored. */
export interface PracticeInput {
  source: string;
  sourceId: string;
  name: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
  phone: string;
  website: string;
  websiteDomain: string;
  lat: number | null;
  lng: number | null;
  verified: boolean;
  verificationSource: string | null;
  currency: string;
}

export interface ImportContext {
  source: string;
  /** ISO code for rows that name no country. */
  defaultCountry?: string;
  /** Coordinates may be left out (CSV); OpenStreetMap rows always carry them. */
  coordinatesRequired: boolean;
}

export type Checked = { ok: true; practice: PracticeInput } | { ok: false; reason: string };

const text = (value: unknown, max: number): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).replace(/\s+/g, ' ').trim().slice(0, max)
    : '';

function coordinate(value: unknown): number | null | 'bad' {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? number : 'bad';
}

export function checkPractice(raw: RawPractice, context: ImportContext): Checked {
  if (raw.rejectReason) return { ok: false, reason: raw.rejectReason };
  const sourceId = text(raw.sourceId, 200);
  if (!sourceId) return { ok: false, reason: 'missing source id' };
  const name = text(raw.name, 300);
  if (!name) return { ok: false, reason: 'missing name' };

  const lat = coordinate(raw.lat);
  const lng = coordinate(raw.lng);
  if (lat === 'bad' || lng === 'bad') return { ok: false, reason: 'bad coordinates (not numbers)' };
  if ((lat === null) !== (lng === null))
    return { ok: false, reason: 'bad coordinates (lat or lng missing)' };
  if (lat === null && context.coordinatesRequired)
    return { ok: false, reason: 'missing coordinates' };
  if (lat !== null && lng !== null && (Math.abs(lat) > 90 || Math.abs(lng) > 180)) {
    return { ok: false, reason: 'bad coordinates (out of range)' };
  }

  const countryText = text(raw.country, 80);
  const country = countryText ? countryCode(countryText) : (context.defaultCountry ?? '');
  if (country === null) return { ok: false, reason: `unknown country "${countryText}"` };

  const website = normalizeWebsite(text(raw.website, 2048));
  const verified = raw.verified === true;
  return {
    ok: true,
    practice: {
      source: context.source,
      sourceId,
      name,
      address: text(raw.address, 500),
      city: text(raw.city, 200),
      postcode: text(raw.postcode, 20).toUpperCase(),
      country,
      phone: text(raw.phone, 60),
      website,
      websiteDomain: registrableDomain(website),
      lat,
      lng,
      verified,
      verificationSource: verified ? context.source : null,
      currency: currencyForCountry(country),
    },
  };
}
