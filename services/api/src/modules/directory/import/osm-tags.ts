import type { RawPractice } from './practice-input';

export type OsmTags = Record<string, unknown>;

const tag = (tags: OsmTags, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = tags[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
};

/** "12 High Street" from addr:* tags, or addr:full when the mapper wrote one line. */
function addressOf(tags: OsmTags): string {
  const full = tag(tags, 'addr:full');
  if (full) return full;
  const street = [
    tag(tags, 'addr:housenumber'),
    tag(tags, 'addr:street') ?? tag(tags, 'addr:place'),
  ]
    .filter(Boolean)
    .join(' ');
  return [street, tag(tags, 'addr:suburb')].filter(Boolean).join(', ');
}

/** An OpenStreetMap object with its tags and a point, as a practice row. */
export function practiceFromOsm(
  row: number,
  sourceId: string | undefined,
  tags: OsmTags,
  point: { lat: unknown; lng: unknown },
): RawPractice {
  const amenity = tag(tags, 'amenity');
  return {
    row,
    sourceId,
    name: tag(tags, 'name', 'name:en', 'official_name', 'brand'),
    address: addressOf(tags),
    city: tag(tags, 'addr:city', 'addr:town', 'addr:village'),
    postcode: tag(tags, 'addr:postcode'),
    country: tag(tags, 'addr:country'),
    phone: tag(tags, 'phone', 'contact:phone'),
    website: tag(tags, 'website', 'contact:website', 'url'),
    lat: point.lat,
    lng: point.lng,
    ...(amenity === 'veterinary'
      ? {}
      : { rejectReason: `not a veterinary practice (amenity=${amenity ?? 'none'})` }),
  };
}
