import { singleSpecies } from '@petvet/shared';
import type { PageContext } from './context';
import { isQualifier } from './names';
import { findPrices } from './price-parser';
import type { Candidate } from './types';

// "£95.00 each additional pet", "£40 per extra animal": the price of a further pet on one visit.
export const FURTHER_PET =
  /^\s*[(,]?\s*(?:for\s+)?(?:each|every|per|any|a)\s+(?:additional|extra|further|subsequent|second|other)\s+(?:pet|animal|dog|cat)s?\b/iu;
// "£185.00 first pet": the first pet's price, before the further pets'.
export const FIRST_PET =
  /^\s*[(,]?\s*(?:for\s+)?(?:the\s+)?(?:first|one|1st)\s+(?:pet|animal|dog|cat)\b/iu;
// "£0.00 within 7 days, then £32.00": a price on a condition, then the price after it.
const THEN = /^\s*(?:,\s*)?([^,;]{3,40}?)\s*[,;]?\s*(?:and\s+)?then\s*$/iu;

/**
 * A table cell holding two prices on stated conditions: the first pet and each further pet, or a
 * price within some days and then another. Both are prices of the row's service, each named by
 * its condition; the item read from the cell's first price becomes the first part. Anything else
 * with two prices in one cell is left as it was read.
 */
export function conditionalParts(item: Candidate, text: string, page: PageContext): Candidate[] {
  const prices = findPrices(text, page.currency);
  if (prices.length !== 2 || text.slice(0, prices[0]!.start).trim()) return [item];
  const [first, second] = prices as [(typeof prices)[0], (typeof prices)[0]];
  const between = text.slice(first.end, second.start);
  const after = text.slice(second.end);
  const further = FURTHER_PET.exec(after);
  const then = THEN.exec(between);
  let conditions: [string, string];
  if (
    further &&
    first.min > second.min &&
    (FIRST_PET.test(between) || /^\s*[,/;]?\s*$/.test(between))
  )
    conditions = [FIRST_PET.exec(between)?.[0] ?? 'first pet', further[0]];
  else if (then && second.min > first.min) conditions = [then[1]!, 'after that'];
  else return [item];
  const clean = (s: string) => s.replace(/^[\s(,]+|[\s),]+$/g, '');
  const base = item.name;
  const parts = [first, second].map((price, k) => ({
    ...item,
    name: `${base} (${clean(conditions[k]!)})`,
    priceMin: price.min,
    priceMax: price.max,
    currency: price.currency,
    notes: [...item.notes, clean(conditions[k]!)],
  }));
  return parts;
}

/**
 * A cell listing one price per pet or size ("Cat £95.00", "Dog under 10kg £194.50", … on lines of
 * their own): each price is the row's service for the pet its own words name. Only when every
 * price has such words before it; otherwise the cell is read as conditionalParts reads it.
 */
export function cellParts(item: Candidate, text: string, page: PageContext): Candidate[] {
  const prices = findPrices(text, page.currency);
  const leads = prices.map((p, k) =>
    text.slice(k ? prices[k - 1]!.end : 0, p.start).replace(/^[\s,;/·|]+|[\s,;:/·|–-]+$/gu, ''),
  );
  if (prices.length < 2 || !leads.every((lead) => lead && isQualifier(lead)))
    return conditionalParts(item, text, page);
  return prices.map((price, k) => ({
    ...item,
    name: `${item.name} (${leads[k]})`,
    species: item.species ?? singleSpecies(leads[k]!),
    priceMin: price.min,
    priceMax: price.max,
    currency: price.currency,
  }));
}
