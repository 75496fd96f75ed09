import { createRequire } from 'node:module';
import type { Place } from './place';

interface ZipRow {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);

function zipLookup(code: string): ZipRow | undefined {
  const zipcodes = require('zipcodes') as { lookup(code: string): ZipRow | undefined };
  return zipcodes.lookup(code);
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
const CA_POSTAL = /^([A-Za-z]\d[A-Za-z])\s?(\d[A-Za-z]\d)?$/;
/** A UK postcode, full ("SW1A 1AA") or outward only ("NW1", "SW1A"). */
const UK_POSTCODE = /^([A-Za-z]{1,2}\d[A-Za-z\d]?)(?:\s*(\d[A-Za-z]{2}))?$/;

/** The outward code of a UK-shaped postcode ("NW1 7AA" → "NW1"), else null. */
export function ukOutwardCode(text: string): string | null {
  const match = UK_POSTCODE.exec(text.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** US ZIP codes and Canadian postal codes (by forward sortation area). */
export function findPostalCode(text: string): Place | null {
  const value = text.trim();
  const us = US_ZIP.exec(value);
  if (us?.[1]) {
    const row = zipLookup(us[1]);
    return row
      ? {
          lat: row.latitude,
          lng: row.longitude,
          label: `${row.city}, ${row.state}`,
          country: 'US',
          countryName: 'United States',
          source: 'us_zip',
          kind: 'postcode',
        }
      : null;
  }
  const ca = CA_POSTAL.exec(value);
  if (ca?.[1]) {
    const row = zipLookup(ca[1].toUpperCase());
    if (!row) return null;
    const city = row.city.replace(/\s*\(.*\)\s*$/, '');
    return {
      lat: row.latitude,
      lng: row.longitude,
      label: `${city}, ${row.state}`,
      country: 'CA',
      countryName: 'Canada',
      source: 'ca_postal',
      kind: 'postcode',
    };
  }
  return null;
}
