import { countryCode } from './countries';
import { normalizePlaceName } from './normalize';
import { entryKeyIs, entryLabel, lowerBound, placeCountry, placeName } from './index-lookup';
import { index, placeOf } from './loaded-index';
import type { PlaceIndex } from './place-index';
import { kmBetween, type Place, type PlaceResolution } from './place';
import { findPostalCode, ukOutwardCode } from './postal';

export { kmBetween, type Place, type PlaceResolution } from './place';
export { findPostalCode } from './postal';
export { normalizePlaceName } from './normalize';
export { warmGazetteer, warmGazetteerAside } from './loaded-index';
export { suggestPlaces } from './suggest';

/**
 * Population decides, but a place's own name is a stronger claim than one of its dozens of other
 * names: Dayton (137,000) lists "Venice" among them, Venice in Italy (51,000) is called so.
 */
const PRIMARY_NAME_WEIGHT = 3;
const score = (at: PlaceIndex, e: number) =>
  Math.max(at.population[at.entryPlace[e] ?? 0] ?? 0, 1) *
  (at.entryPrimary[e] ? PRIMARY_NAME_WEIGHT : 1);

/** Entries carrying exactly this name ("X City" when "X" itself is unknown). */
function entriesNamed(at: PlaceIndex, name: string): number[] {
  const key = normalizePlaceName(name);
  if (!key) return [];
  for (const wanted of [key, `${key} city`]) {
    const found: number[] = [];
    for (let e = lowerBound(at, wanted); entryKeyIs(at, e, wanted); e += 1) found.push(e);
    if (found.length) return found;
  }
  return [];
}

/**
 * The label: the name as the person wrote it when it is one of the place's other names
 * ("München", "Cologne"), else the place's own name. Written all in one case, the stored form.
 */
function labelFor(at: PlaceIndex, e: number, written: string): string {
  if (at.entryPrimary[e]) return placeName(at, at.entryPlace[e] ?? 0);
  const text = written.trim().replace(/\s+/g, ' ');
  const oneCase = text === text.toLowerCase() || text === text.toUpperCase();
  return oneCase && /\p{Lu}|\p{Ll}/u.test(text) ? entryLabel(at, e) : text;
}

/** Other places of that name worth asking about: big enough, and not the same spot. */
const ALTERNATIVE_MIN_POPULATION = 10_000;
const SAME_PLACE_KM = 25;
const ALTERNATIVES_MAX = 5;

function resolveName(
  name: string,
  country: string | null,
): (PlaceResolution & { placeIndex: number }) | null {
  const at = index();
  const entries = entriesNamed(at, name);
  const inCountry = country
    ? entries.filter((e) => placeCountry(at, at.entryPlace[e] ?? 0) === country)
    : entries;
  const pool = inCountry.length ? inCountry : country ? [] : entries;
  if (!pool.length) return null;
  const best = pool.reduce((a, b) => (score(at, b) > score(at, a) ? b : a));
  const place = placeOf(at, best, labelFor(at, best, name));
  const alternatives: Place[] = [];
  const others = entries
    .filter(
      (e) =>
        e !== best && (at.population[at.entryPlace[e] ?? 0] ?? 0) >= ALTERNATIVE_MIN_POPULATION,
    )
    .sort((a, b) => score(at, b) - score(at, a));
  for (const e of others) {
    if (alternatives.length >= ALTERNATIVES_MAX) break;
    const other = placeOf(at, e);
    if ([place, ...alternatives].some((p) => kmBetween(p, other) <= SAME_PLACE_KM)) continue;
    alternatives.push(other);
  }
  return { place, alternatives, placeIndex: at.entryPlace[best] ?? 0 };
}

/**
 * The most populous place of that name, in that country when one is given, labelled with its
 * GeoNames name ("New York City" for "New York"), as the business addresses have always stored it.
 */
export function findCity(name: string, country?: string | null): Place | null {
  const found = resolveName(name, country ?? null);
  if (!found?.place) return null;
  return { ...found.place, label: placeName(index(), found.placeIndex) };
}

const NOTHING: PlaceResolution = { place: null, alternatives: [] };

/**
 * Free text to the place it most likely names, and the others it could name: a US ZIP or
 * Canadian code, "City", "City, Country" or "City Country", in the given country when the text
 * names none. UK postcodes answer nothing here: the callers look them up among the clinics' and
 * the directory's own postcodes.
 */
export function resolvePlace(text: string, options: { country?: string } = {}): PlaceResolution {
  const found = resolveText(text, options.country);
  return found ? { place: found.place, alternatives: found.alternatives } : NOTHING;
}

/** The text read as a postcode, then as a name with or without a country after it. */
function resolveText(text: string, country?: string): PlaceResolution | null {
  const value = text.trim();
  if (!value) return NOTHING;
  const postal = findPostalCode(value);
  if (postal) return { place: postal, alternatives: [] };
  if (ukOutwardCode(value)) return NOTHING;
  const chosen = country?.toUpperCase() ?? null;

  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const named = countryCode(parts[parts.length - 1] ?? '');
    const head = parts.slice(0, -1).join(' ');
    if (named) {
      const found = resolveName(head, named);
      if (found) return found;
    }
    const whole = resolveName(value, chosen) ?? resolveName(parts[0] ?? '', chosen);
    if (whole) return whole;
  }
  const whole = resolveName(value, chosen);
  if (whole) return whole;

  // "Tokyo Japan", "Köln Deutschland": peel trailing words off as a country.
  const words = value.split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut -= 1) {
    const named = countryCode(words.slice(cut).join(' '));
    if (!named) continue;
    const found = resolveName(words.slice(0, cut).join(' '), named);
    if (found) return found;
  }
  // A country chosen but the name known only elsewhere: the name wins over the choice.
  if (chosen) return resolveName(value, null) ?? NOTHING;
  return NOTHING;
}

/** Free text to a place, offline (see resolvePlace). */
export function geocodeText(text: string): Place | null {
  return resolvePlace(text).place;
}
