import { eq, sql } from 'drizzle-orm';
import { convert, isKnownCurrency, roundMoney } from '@petvet/shared';
import { priceRange, schema, serviceCount, type SummaryPrice } from '@petvet/shared/server';
import type { Tx } from './price-review.repository';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;

/**
 * The practice's price summary (the range and count a crawl writes too, read by search and compare),
 * from its published prices only: unconfirmed ones are never counted.
 */
export function summaryOf(prices: SummaryPrice[]) {
  return { serviceCount: serviceCount(prices), range: priceRange(prices) };
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
