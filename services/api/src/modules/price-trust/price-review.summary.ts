import { eq, sql } from 'drizzle-orm';
import { convert, isKnownCurrency, roundMoney } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import type { Tx } from './price-review.repository';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;

interface Priced {
  name: string;
  species: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
}

/**
 * The practice's price summary as its crawl keeps it (priceRange and serviceCount in the scraper's
 * crawl-result.repository.ts, read by search and compare): the range of its paid prices in the
 * currency most of its prices are in (all of them when none is paid), and its services counted
 * once per name, pet and price. Only published prices count: unconfirmed ones are never counted.
 */
export function summaryOf(prices: Priced[]) {
  const counts = new Map<string, number>();
  for (const p of prices) counts.set(p.currency, (counts.get(p.currency) ?? 0) + 1);
  const currency = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const serviceCount = new Set(
    prices.map((p) =>
      [p.name.toLowerCase(), p.species, p.priceMin, p.priceMax, p.currency].join('|'),
    ),
  ).size;
  if (!currency) return { serviceCount, range: null };
  const priced = prices.filter((p) => p.currency === currency);
  const paid = priced.filter((p) => p.priceMin > 0);
  const pool = paid.length ? paid : priced;
  const range = {
    min: Math.min(...pool.map((p) => p.priceMin)),
    max: Math.max(...pool.map((p) => p.priceMax ?? p.priceMin)),
    currency,
  };
  return { serviceCount, range };
}

/** Writes the practice's summary from its published prices, in the review's transaction. */
export async function refreshPracticeSummary(tx: Tx, practiceId: number): Promise<void> {
  const prices = await tx
    .select({
      name: gps.name,
      species: gps.species,
      priceMin: gps.priceMin,
      priceMax: gps.priceMax,
      currency: gps.currency,
    })
    .from(gps)
    .where(eq(gps.practiceId, practiceId));
  const { serviceCount, range } = summaryOf(prices);
  await tx
    .update(gp)
    .set({
      serviceCount,
      minPrice: range?.min ?? null,
      maxPrice: range?.max ?? null,
      ...(range ? { currency: range.currency } : {}),
      minPriceUsd:
        range && isKnownCurrency(range.currency)
          ? roundMoney(convert(range.min, range.currency, 'USD'))
          : null,
      updatedAt: sql`now()`,
    })
    .where(eq(gp.id, practiceId));
}
