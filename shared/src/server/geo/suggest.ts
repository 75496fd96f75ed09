import { normalizePlaceName } from './normalize';
import { entryKeyStartsWith, lowerBound, placeName, storedLabel } from './index-lookup';
import { index, placeOf } from './loaded-index';
import type { Place } from './place';
import { findPostalCode } from './postal';

/** Places whose names start with what was typed, most populous first, one entry per place. */
export function suggestPlaces(prefix: string, limit: number): Place[] {
  const value = prefix.trim();
  const found: Place[] = [];
  const postal = findPostalCode(value);
  if (postal) found.push(postal);
  const key = normalizePlaceName(value);
  if (!key || limit <= found.length) return found.slice(0, limit);
  const at = index();
  const room = limit - found.length;
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
    // tenth its size: "s" is Shanghai before "Stamboul".
    const people = (at.population[place] ?? 0) / (primary || !plainTyping ? 1 : 10);
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
  return [...found, ...top.map((t) => placeOf(at, t.e))];
}
