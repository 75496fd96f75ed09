import { practiceFromOsm, type OsmTags } from './osm-tags';
import type { RawPractice } from './practice-input';

interface OverpassElement {
  type?: string;
  id?: number | string;
  lat?: number;
  lon?: number;
  center?: { lat?: number; lon?: number };
  tags?: OsmTags;
}

export function isOverpassJson(data: unknown): data is { elements: unknown[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { elements?: unknown }).elements)
  );
}

/**
 * Overpass API JSON (`[out:json]`): nodes carry lat/lon, ways and relations a `center` when
 * queried with `out center`. Untagged elements are geometry only (`>;`) and are skipped.
 */
export function* parseOverpass(data: { elements: unknown[] }): Generator<RawPractice> {
  let row = 0;
  for (const item of data.elements) {
    const element = (item ?? {}) as OverpassElement;
    if (!element.tags || Object.keys(element.tags).length === 0) continue;
    row += 1;
    const point =
      element.type === 'node'
        ? { lat: element.lat, lng: element.lon }
        : { lat: element.center?.lat ?? element.lat, lng: element.center?.lon ?? element.lon };
    const sourceId =
      element.type && element.id !== undefined ? `${element.type}/${element.id}` : undefined;
    yield practiceFromOsm(row, sourceId, element.tags, point);
  }
}
