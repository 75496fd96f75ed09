import { and, eq, inArray } from 'drizzle-orm';
import type { CrawlDifference, PriceBand, StandardServiceId } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';

const gps = schema.globalPracticeServices;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a crawled reading is matched on against the practice's own prices. */
export interface Reading {
  name: string;
  species: string;
  band?: PriceBand;
  standardService?: StandardServiceId | null;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  sourceUrl: string;
}

interface OwnPrice {
  id: number;
  key: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  crawlDiffers: CrawlDifference | null;
}

/**
 * Two readings are of one price when they are of the same standard service and band; outside the
 * standard list, when they have the same name, pet and band (the list gives nothing better).
 */
export function priceKey(r: Pick<Reading, 'name' | 'species' | 'band' | 'standardService'>) {
  const band = r.band ?? 'any';
  return r.standardService
    ? `s|${r.standardService}|${band}`
    : `n|${r.name.trim().toLowerCase()}|${r.species}|${band}`;
}

const samePrice = (a: Pick<Reading, 'priceMin' | 'priceMax' | 'currency'>, b: Reading) =>
  a.priceMin === b.priceMin && a.priceMax === b.priceMax && a.currency === b.currency;

/**
 * The practice's own prices (confirmed or entered) are never overwritten or removed by a crawl.
 * A published reading of one of them flags it when its price differs and clears the flag when it
 * agrees; a complete crawl that no longer reads it clears the flag too (nothing contradicts it).
 * Returns the keys the practice's own prices hold: readings with those keys are not stored.
 */
export async function settleOwnPrices(
  tx: Tx,
  practiceId: number,
  published: Reading[],
  complete: boolean,
): Promise<Set<string>> {
  const own: OwnPrice[] = (
    await tx
      .select({
        id: gps.id,
        name: gps.name,
        species: gps.species,
        band: gps.band,
        standardService: gps.standardService,
        priceMin: gps.priceMin,
        priceMax: gps.priceMax,
        currency: gps.currency,
        crawlDiffers: gps.crawlDiffers,
      })
      .from(gps)
      .where(and(eq(gps.practiceId, practiceId), inArray(gps.origin, ['confirmed', 'entered'])))
  ).map((row) => ({
    ...row,
    key: priceKey({
      ...row,
      band: row.band as PriceBand,
      standardService: row.standardService as StandardServiceId | null,
    }),
  }));
  const seenAt = new Date().toISOString();
  const agree: number[] = [];
  for (const price of own) {
    const readings = published.filter((r) => priceKey(r) === price.key);
    if (readings.some((r) => samePrice(price, r)) || (complete && readings.length === 0)) {
      agree.push(price.id);
      continue;
    }
    const [other] = readings;
    // Already flagged for this reading: the flag keeps the date it was first seen.
    if (!other || (price.crawlDiffers && samePrice(price.crawlDiffers, other))) continue;
    const differs: CrawlDifference = {
      priceMin: other.priceMin,
      priceMax: other.priceMax,
      currency: other.currency,
      sourceUrl: other.sourceUrl,
      seenAt,
    };
    await tx.update(gps).set({ crawlDiffers: differs }).where(eq(gps.id, price.id));
  }
  // Only rows whose flag changes are written: the others keep their version (their ETag).
  const cleared = own.filter((p) => p.crawlDiffers && agree.includes(p.id)).map((p) => p.id);
  if (cleared.length) {
    await tx.update(gps).set({ crawlDiffers: null }).where(inArray(gps.id, cleared));
  }
  return new Set(own.map((p) => p.key));
}
