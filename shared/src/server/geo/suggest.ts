import { normalizePlaceName } from './normalize';
import { entryKeyStartsWith, lowerBound, placeName, storedLabel } from './index-lookup';
import { index, placeOf } from './loaded-index';
import type { Place } from './place';
import { findPostalCode } from './postal';

const PART_OF_KM = 8;

/** Distance on a flat map: plenty for "a few km apart". */
const roughKm = (a: Place, b: Place) => {
  const dy = (a.lat - b.lat) * 111;
  const dx = (a.lng - b.lng) * 111 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dx, dy);
};

/** Places whose names start with what was typed, most populous first, one entry per place. */
export function suggestPlaces(prefix: string, limit: number): Place[] {
  const value = prefix.trim();
  const found: Place[] = [];
  const postal = findPostalCode(value);
  if (postal) found.push(postal);
  const key = normalizePlaceName(value);
  if (!key || limit <= found.length) return found.slice(0, limit);
  const at = index();
  // Three times what is asked, so that quarters of a city can be dropped and still fill the list.
  const room = (limit - found.length) * 3;
  // The best `room` entries by population, each place once, kept in order as the run is read.
  const top: Array<{ e: number; people: number; exact: boolean }> = [];
  const typed = value.toLowerCase();
  const plainTyping = /^[\x20-\x7e]*$/.test(value);
  for (let e = lowerBound(at, key); entryKeyStartsWith(at, e, key); e += 1) {
    const place = at.entryPlace[e] ?? 0;
    const primary = at.entryPrimary[e] === 1;
    const label = primary ? placeName(at, place) : storedLabel(at, e);
    // Another name suggests its place only when it is the very name being typed, accents and
    // all: "Mün" is München, not "Munbai" (a spelling of Mumbai) that folds alike.
    const exact = label?.toLowerCase().startsWith(typed) ?? false;
    if (!primary && !exact) continue;
    // Typed in plain letters, another name (a transliteration, an old name) ranks as a place a
    // tenth its size: "s" is Shanghai before "Stamboul". Typed with accents, a name that lacks
    // them ranks as a hundredth: "Köl" is Köln before Kolkata.
    const discount = plainTyping ? (primary ? 1 : 10) : exact ? 1 : 100;
    const people = (at.population[place] ?? 0) / discount;
    const same = top.findIndex((t) => at.entryPlace[t.e] === place);
    if (same >= 0) {
      const kept = top[same]!;
      if ((exact && !kept.exact) || (exact === kept.exact && primary && !at.entryPrimary[kept.e]))
        top[same] = { e, people: Math.max(people, kept.people), exact };
      continue;
    }
    if (top.length >= room && people <= (top[top.length - 1]?.people ?? 0)) continue;
    let i = top.length;
    while (i > 0 && (top[i - 1]?.people ?? 0) < people) i -= 1;
    top.splice(i, 0, { e, people, exact });
    if (top.length > room) top.pop();
  }
  top.sort((a, b) => b.people - a.people);
  // "Zürich (Kreis 11)" beside Zürich: a place within a few km of a bigger one listed is a part of it.
  const listed = [...found];
  for (const { e } of top) {
    const place = placeOf(at, e);
    if (!listed.some((p) => p.country === place.country && roughKm(p, place) < PART_OF_KM))
      listed.push(place);
    if (listed.length >= limit) break;
  }
  return listed;
}
