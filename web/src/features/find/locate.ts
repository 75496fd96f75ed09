// The browser's geolocation error codes (GeolocationPositionError): 1 refused, 2 unavailable, 3 timeout.
const REFUSED = 1;

export const LOCATION_REFUSED_TEXT =
  'Your browser did not share your location. Type a town, city or postcode instead.';
export const LOCATION_UNAVAILABLE_TEXT =
  'Your location could not be found just now. Type a town, city or postcode instead.';
export const LOCATION_UNSUPPORTED_TEXT =
  'This browser cannot share a location. Type a town, city or postcode instead.';

/** What the page says when no location came: refused, not found, or not possible here (null). */
export function locationErrorText(code: number | null): string {
  if (code === null) return LOCATION_UNSUPPORTED_TEXT;
  return code === REFUSED ? LOCATION_REFUSED_TEXT : LOCATION_UNAVAILABLE_TEXT;
}
