import type { PageContext } from './context';
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
