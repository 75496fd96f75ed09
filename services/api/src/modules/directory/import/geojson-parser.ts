import { practiceFromOsm, type OsmTags } from './osm-tags';
import type { RawPractice } from './practice-input';

type Position = number[];
interface Geometry {
  type?: string;
  coordinates?: unknown;
  geometries?: Geometry[];
}
interface Feature {
  id?: string | number;
  geometry?: Geometry | null;
  properties?: (OsmTags & { tags?: OsmTags }) | null;
}

export function isGeoJson(
  data: unknown,
): data is { type: 'FeatureCollection'; features: unknown[] } {
  const value = data as { type?: unknown; features?: unknown };
  return value?.type === 'FeatureCollection' && Array.isArray(value.features);
}

/** Every position of a geometry, flattened. */
function positions(coordinates: unknown): Position[] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [coordinates as Position];
  return coordinates.flatMap((part) => positions(part));
}

/**
 * A point for the geometry: the point itself, or the mean of a polygon's outer ring (buildings
 * and grounds are small, so the mean is inside them for any practical purpose).
 */
export function representativePoint(geometry: Geometry | null | undefined): {
  lat: unknown;
  lng: unknown;
} {
  if (!geometry) return { lat: undefined, lng: undefined };
  if (geometry.type === 'GeometryCollection') return representativePoint(geometry.geometries?.[0]);
  const coordinates =
    geometry.type === 'Polygon'
      ? (geometry.coordinates as unknown[])?.[0]
      : geometry.type === 'MultiPolygon'
        ? (geometry.coordinates as unknown[][])?.[0]?.[0]
        : geometry.coordinates;
  const points = positions(coordinates);
  // A closed ring repeats its first position at the end: count it once.
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1])
    points.pop();
  if (points.length === 0) return { lat: undefined, lng: undefined };
  const mean = (axis: 0 | 1) => points.reduce((sum, p) => sum + Number(p[axis]), 0) / points.length;
  return { lat: mean(1), lng: mean(0) };
}

/** GeoJSON exports of OpenStreetMap (overpass-turbo, osmtogeojson, QGIS). */
export function* parseGeoJson(data: { features: unknown[] }): Generator<RawPractice> {
  let row = 0;
  for (const item of data.features) {
    row += 1;
    const feature = (item ?? {}) as Feature;
    const properties = feature.properties ?? {};
    // osmtogeojson nests tags; overpass-turbo puts them at the top with "@id".
    const tags: OsmTags = { ...properties, ...(properties.tags ?? {}) };
    const id = properties['@id'] ?? properties.id ?? feature.id;
    const sourceId = typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    yield practiceFromOsm(row, sourceId, tags, representativePoint(feature.geometry));
  }
}
