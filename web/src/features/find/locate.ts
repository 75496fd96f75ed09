import { translate } from '../../i18n';

// The browser's geolocation error codes (GeolocationPositionError): 1 refused, 2 unavailable, 3 timeout.
const REFUSED = 1;

/** What the page says when no location came: refused, not found, or not possible here (null). */
export function locationErrorText(code: number | null): string {
  if (code === null) return translate('clinics.find.locationUnsupported');
  return translate(
    code === REFUSED ? 'clinics.find.locationRefused' : 'clinics.find.locationUnavailable',
  );
}
