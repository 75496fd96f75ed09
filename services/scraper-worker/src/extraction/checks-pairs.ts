import { DOG_BANDS, type PriceCheck } from '@petvet/shared';
import { EX_TAX_PHRASES } from './tax-words';
import type { ExtractedService } from './types';

/**
 * Checks that compare a page's items with each other: one band priced twice, a dog-size series
 * that gets cheaper as the dog grows, an ex-VAT twin of an inclusive price, a "from" price that
 * the page breaks down into exact prices elsewhere. Each returns the item and what it found.
 */
export type Finding = { item: ExtractedService; check: PriceCheck; detail: string };

export const VAT_RATES = [
  1.05, 1.07, 1.08, 1.1, 1.11, 1.12, 1.13, 1.15, 1.16, 1.17, 1.18, 1.19, 1.2, 1.21, 1.22, 1.23,
  1.24, 1.25, 1.27,
];
export const EX_VAT_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${EX_TAX_PHRASES})(?![\\p{L}])|税抜|税別`,
  'iu',
);

const money = (i: ExtractedService) =>
  `${i.priceMin}${i.priceMax !== null && i.priceMax !== i.priceMin ? `–${i.priceMax}` : ''} ${i.currency}`;
const exact = (i: ExtractedService) =>
  i.priceMax !== null && Math.abs(i.priceMax - i.priceMin) < 0.005;
const isFrom = (i: ExtractedService) => i.priceMax === null;
const isRange = (i: ExtractedService) => i.priceMax !== null && i.priceMax - i.priceMin > 0.005;
const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** A name without its band words, weights and brackets: what stays the same across a series. */
export function baseName(name: string): string {
  return name
    .toLocaleLowerCase()
    .replace(/[(（][^)）]*[)）]/g, ' ')
    .replace(/\d+(?:[.,]\d+)?\s*(?:kg|kilos?|lbs?|pounds)?\b/giu, ' ')
    .replace(
      /(?<![\p{L}])(?:and|or|over|under|up to|to|from|above|plus|bis|über|unter|ab|de|à|hasta|más de|sopra|fino a|tot|vanaf)(?![\p{L}])/giu,
      ' ',
    )
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function groupBy<T>(list: T[], key: (t: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const t of list) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
  return [...groups.values()];
}

/** The same service and band at two prices on one list. Separate surgeries explain it. */
export function bandConflicts(items: ExtractedService[]): Finding[] {
  const findings: Finding[] = [];
  const key = (i: ExtractedService) =>
    [
      i.standardService ?? '',
      i.name.toLocaleLowerCase().replace(/\s+/g, ' '),
      i.band,
      i.currency,
      i.evidence.surgery ?? '',
      isFrom(i),
    ].join('|');
  // Two prices for every pet ("any") on one name are conditions (evening and night, the first
  // animal and each additional one); a pet band priced twice is a band read from the wrong place.
  for (const group of groupBy(
    items.filter((i) => i.band !== 'any'),
    key,
  )) {
    const prices = new Set(group.map(money));
    if (prices.size < 2) continue;
    for (const item of group)
      findings.push({
        item,
        check: 'band_conflict',
        detail: `${item.band} priced ${[...prices].join(' and ')} for "${item.name}"`,
      });
  }
  return findings;
}

/** A dog-size series whose price falls as the size rises (a band read from the wrong row or column). */
export function sizeOrder(items: ExtractedService[]): Finding[] {
  const findings: Finding[] = [];
  const dogs = items.filter((i) => exact(i) && (DOG_BANDS as readonly string[]).includes(i.band));
  // Different vaccines are one standard service: the series is one name across the sizes.
  const key = (i: ExtractedService) =>
    [i.standardService ?? '', baseName(i.name), i.currency, i.evidence.surgery ?? ''].join('|');
  for (const group of groupBy(dogs, key)) {
    // A band priced twice in the series is a band conflict (or two products), not an order to judge.
    if (new Set(group.map((i) => i.band)).size < group.length) continue;
    const rank = (i: ExtractedService) => (DOG_BANDS as readonly string[]).indexOf(i.band);
    const falls = group.some((a) =>
      group.some((b) => rank(b) > rank(a) && b.priceMin < a.priceMin - 0.005),
    );
    if (!falls) continue;
    for (const item of group)
      findings.push({
        item,
        check: 'size_order',
        detail: `the price falls as the dog gets larger for "${item.name}"`,
      });
  }
  return findings;
}

/** An ex-VAT figure beside its VAT-inclusive twin (same service and band, a tax rate apart). */
export function exVat(items: ExtractedService[]): Finding[] {
  const findings: Finding[] = [];
  for (const low of items) {
    const twin = items.find(
      (high) =>
        high !== low &&
        high.currency === low.currency &&
        high.band === low.band &&
        (high.name === low.name ||
          (high.evidence.text === low.evidence.text && high.evidence.text !== high.name)) &&
        VAT_RATES.some(
          (r) =>
            Math.abs(high.priceMin - low.priceMin * r) <= Math.max(0.02, high.priceMin * 0.001),
        ),
    );
    if (!twin) continue;
    // Two rates a tax rate apart can be two real prices (evening and night): the words must say net.
    if (EX_VAT_WORDS.test(`${low.name} ${low.evidence.text}`))
      findings.push({
        item: low,
        check: 'ex_vat',
        detail: `${money(low)} is the figure before tax of ${money(twin)}`,
      });
  }
  return findings;
}

/**
 * "Dog spays start at $425" above a table of exact prices per weight that starts at $425: the
 * "from" price or range only sums up the prices the page gives exactly.
 */
export function summaries(items: ExtractedService[]): Finding[] {
  const findings: Finding[] = [];
  for (const item of items) {
    if (!isFrom(item) && !isRange(item)) continue;
    const parts = items.filter(
      (o) =>
        o !== item &&
        exact(o) &&
        o.currency === item.currency &&
        o.name !== item.name &&
        related(o, item),
    );
    // The breakdown of a dog's "from" price is the dogs' prices; failing those, the ones for every
    // pet. A "from" price for any pet sums up the service if it is the lowest price of any one
    // kind of pet ("Dental care from £265" over cats' £265 and dogs' £310-£360, beside a per-tooth fee).
    const own = parts.filter((o) => kind(o.band) === kind(item.band));
    const pools =
      kind(item.band) === 'any'
        ? [parts, ...['cat', 'dog', 'any'].map((k) => parts.filter((o) => kind(o.band) === k))]
        : [own.length ? own : parts.filter((o) => o.band === 'any')];
    const pool =
      pools.find(
        (p) =>
          p.length > 0 &&
          isFrom(item) &&
          same(Math.min(...p.map((o) => o.priceMin)), item.priceMin),
      ) ?? pools[0]!;
    // Options named after the summary itself ("Up to 10 kg (Dog desexing (spey))") are its
    // breakdown, whatever other items share its standard service ("Dog desexing (castrate)").
    const named = own.filter((o) => o.name.includes(item.name));
    const summed = [named, pool].find((p) => sumsUp(item, p));
    if (summed) {
      const prices = summed.map((o) => o.priceMin);
      findings.push({
        item,
        check: 'summary',
        detail: `sums up ${summed.length} exact price(s) given on the page (${Math.min(...prices)}–${Math.max(...prices)} ${item.currency})`,
      });
    }
  }
  return findings;
}

function sumsUp(item: ExtractedService, pool: ExtractedService[]): boolean {
  if (pool.length === 0) return false;
  const low = Math.min(...pool.map((o) => o.priceMin));
  const high = Math.max(...pool.map((o) => o.priceMin));
  return (
    same(low, item.priceMin) && (isFrom(item) || (pool.length > 1 && same(high, item.priceMax!)))
  );
}

const kind = (band: string) => (band === 'cat' ? 'cat' : band === 'any' ? 'any' : 'dog');

/**
 * The same service as the summary: the same standard service, or a name holding every word of
 * the summary's ("Sterilisering tispe (10–25 kg)" for "Sterilisering av tispe").
 */
function related(part: ExtractedService, summary: ExtractedService): boolean {
  if (part.standardService && summary.standardService)
    return part.standardService === summary.standardService;
  const words = baseName(summary.name)
    .split(' ')
    .filter((w) => w.length >= 4);
  const name = baseName(part.name);
  return words.length > 0 && words.every((w) => name.includes(w));
}
