/** How emails name a place and a time so a reader needs nothing else to follow them. */

/**
 * "Europe/London" as "London", "America/Argentina/Buenos_Aires" as "Buenos Aires": the city a
 * zone is named after reads better than its identifier; zones without a city keep their name.
 */
export function zoneWords(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return timeZone.includes('/') ? city.replace(/_/g, ' ') : timeZone;
}

/** "09:00 London time". */
export const timeInZone = (time: string, timeZone: string) =>
  `${time.slice(0, 5)} ${zoneWords(timeZone)} time`;

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
