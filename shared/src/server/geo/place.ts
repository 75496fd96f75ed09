/** A place the gazetteer found. */
export interface Place {
  lat: number;
  lng: number;
  /** What was found, for answers such as "N clinics near {label}". */
  label: string;
  /** ISO 3166-1 alpha-2 ("DE"). */
  country: string;
  /** The country's English name ("Germany"). */
  countryName?: string;
  source: 'city' | 'us_zip' | 'ca_postal';
  kind?: 'city' | 'postcode';
}

/** A resolved place with the other places of that name, most likely first ("Did you mean"). */
export interface PlaceResolution {
  place: Place | null;
  alternatives: Place[];
}

/**
 * Kilometres between two points on a sphere of the given radius, the Earth's mean one unless told
 * (haversine); `min(1, ...)` keeps rounding at the antipode from taking asin out of its domain.
 */
export function kmBetween(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  radiusKm = 6371,
): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
