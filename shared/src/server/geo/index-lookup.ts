import type { PlaceIndex } from './place-index';

/** Compares entry e's name with a text, as `<` orders strings (UTF-16 code units). */
function compareEntry(index: PlaceIndex, e: number, text: string): number {
  const start = index.keyStart[e] ?? 0;
  const length = (index.keyStart[e + 1] ?? 0) - start;
  const shared = Math.min(length, text.length);
  for (let k = 0; k < shared; k += 1) {
    const d = index.keysText.charCodeAt(start + k) - text.charCodeAt(k);
    if (d !== 0) return d;
  }
  return length - text.length;
}

/** The first entry whose name is not before the text. */
export function lowerBound(index: PlaceIndex, text: string): number {
  let low = 0;
  let high = index.entries;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareEntry(index, mid, text) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function entryKeyIs(index: PlaceIndex, e: number, key: string): boolean {
  return e < index.entries && compareEntry(index, e, key) === 0;
}

export function entryKeyStartsWith(index: PlaceIndex, e: number, prefix: string): boolean {
  const start = index.keyStart[e] ?? 0;
  return (
    e < index.entries &&
    (index.keyStart[e + 1] ?? 0) - start >= prefix.length &&
    index.keysText.startsWith(prefix, start)
  );
}

export function placeName(index: PlaceIndex, place: number): string {
  return index.namesText.slice(index.nameStart[place], index.nameStart[place + 1]);
}

export function placeCountry(index: PlaceIndex, place: number): string {
  const code = index.country[place] ?? 0;
  return String.fromCharCode(code >> 8, code & 0xff);
}

/** The entry's own written form, kept for alternates of bigger places only. */
export function storedLabel(index: PlaceIndex, e: number): string | undefined {
  const start = index.labelStart[e] ?? 0;
  const end = index.labelEnd[e] ?? 0;
  return end > start ? index.labelsText.slice(start, end) : undefined;
}

/** The entry's own written form when it has one, else the place's GeoNames name. */
export function entryLabel(index: PlaceIndex, e: number): string {
  const start = index.labelStart[e] ?? 0;
  const end = index.labelEnd[e] ?? 0;
  if (end > start) return index.labelsText.slice(start, end);
  return placeName(index, index.entryPlace[e] ?? 0);
}
