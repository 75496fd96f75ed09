import { zoneCity } from '../../../domain/zone-city';
import type { Locale } from '../../../i18n/locales';
import { mailText } from './mail-i18n';
/** How emails name a place and a time so a reader needs nothing else to follow them. */

/** A zone named by its city, as the web app names it. */
export const zoneWords = zoneCity;

/** "09:00 London time" ("09:00 Uhr (Ortszeit London)"...): the clinic's own time, named as such. */
export const timeInZone = (time: string, timeZone: string, locale: Locale = 'en') =>
  mailText(locale, 'mail.timeInZone', { time: time.slice(0, 5), city: zoneWords(timeZone) });

/**
 * The clinic's address once: many addresses already end with the city and postcode (as the
 * profile form suggests), so those parts are added only when the address does not hold them.
 */
export function placeLine(parts: {
  name?: string;
  address: string;
  city: string;
  postcode: string;
}): string {
  const address = parts.address.trim();
  const holds = (part: string) =>
    address.toLowerCase().replace(/\s+/g, ' ').includes(part.toLowerCase().replace(/\s+/g, ' '));
  const extra = [parts.city, parts.postcode].map((part) => part.trim()).filter(Boolean);
  const name = parts.name?.trim() ?? '';
  return [
    // A clinic whose address starts with its own name is named once, too.
    name && !holds(name) ? name : '',
    address,
    ...extra.filter((part) => !holds(part)),
  ]
    .filter(Boolean)
    .join(', ');
}
