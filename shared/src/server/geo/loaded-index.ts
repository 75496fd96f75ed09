import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { countryName } from './countries';
import { cacheFileFor, readIndexCache, writeIndexCache } from './index-cache';
import { entryLabel, placeCountry } from './index-lookup';
import { buildPlaceIndex, dataFile, type PlaceIndex } from './place-index';
import type { Place } from './place';

let loaded: PlaceIndex | undefined;

/**
 * The index, made on first use: read back from its cache when an earlier start saved one, else
 * built from the data (about 200,000 places and 800,000 names: seconds) and saved.
 */
export function index(): PlaceIndex {
  if (loaded) return loaded;
  const file = dataFile();
  const cache = cacheFileFor(file);
  const cached = cache ? readIndexCache(cache) : null;
  if (cached) return (loaded = cached);
  loaded = buildPlaceIndex(file);
  if (cache) writeIndexCache(cache, loaded);
  return loaded;
}

/**
 * Builds the index now rather than on the first search: call it once the server listens.
 * Returns what it cost, for the logs.
 */
export function warmGazetteer(): { ms: number; places: number; names: number } {
  const began = performance.now();
  const built = index();
  return { ms: Math.round(performance.now() - began), places: built.places, names: built.entries };
}

/**
 * warmGazetteer for a server that is already answering: when no saved index exists (the first
 * start after an install), a worker thread builds and saves it so requests are not held up for
 * those seconds; the index is then read back here. Falls back to building here on any failure.
 */
export async function warmGazetteerAside(): Promise<{ ms: number; places: number; names: number }> {
  const began = performance.now();
  const cache = cacheFileFor(dataFile());
  if (!loaded && cache && !existsSync(cache)) {
    await new Promise<void>((resolve) => {
      // The worker inherits this process's flags, so it loads TypeScript as the server does.
      const worker = new Worker(new URL('./index-worker.ts', import.meta.url));
      // A server shutting down does not wait for it.
      worker.unref();
      worker.once('error', () => resolve());
      worker.once('exit', () => resolve());
    });
  }
  const stats = warmGazetteer();
  return { ...stats, ms: Math.round(performance.now() - began) };
}

export function placeOf(at: PlaceIndex, e: number, label?: string): Place {
  const place = at.entryPlace[e] ?? 0;
  const country = placeCountry(at, place);
  return {
    lat: Math.round((at.lat[place] ?? 0) * 1e5) / 1e5,
    lng: Math.round((at.lng[place] ?? 0) * 1e5) / 1e5,
    label: label ?? entryLabel(at, e),
    country,
    countryName: countryName(country),
    source: 'city',
    kind: 'city',
  };
}
