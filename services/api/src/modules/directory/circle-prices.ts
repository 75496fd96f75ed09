import type { SearchSort } from './practice-rank-bounds';
import type { SearchConditions } from './practice-search-conditions';
import type { createPracticeCountRepository } from './practice-count.repository';

/** Practices of a crowded circle whose prices stand for the circle's. */
export const PRICE_SAMPLE = 256;

/**
 * A neighbourhood's sample is kept this long. It only sets the first bound a price-ordered page
 * is read under, and a page the bound leaves short is read again under a wider one, so a sample
 * from a circle a few streets away, or a few seconds old, changes how fast a page comes, never
 * which rows it holds.
 */
const SAMPLE_FRESH_MS = 30_000;
/** Samples are kept for circles whose centres round to the same 0.05 degree (about 5 km). */
const GRID = 20;
const SAMPLES_KEPT_MAX = 10_000;

type Counts = ReturnType<typeof createPracticeCountRepository>;
export type KeyFor = (sort: SearchSort, share: number) => number | null;

/**
 * Prices differ by country far more than the directory's spread tells (a New York page starts
 * where the world's cheapest end): a price order reads its key spread from the circle itself,
 * the prices of a few hundred of its practices, cheapest first.
 */
export function createCirclePrices(counts: Counts, now: () => number = Date.now) {
  const kept = new Map<string, { prices: number[]; at: number }>();
  return async (
    c: SearchConditions,
    near: { lat: number; lng: number; radiusKm: number },
    categoryId: number,
  ): Promise<KeyFor> => {
    const key = [
      categoryId,
      near.radiusKm,
      Math.round(near.lat * GRID),
      Math.round(near.lng * GRID),
    ].join(':');
    const at = now();
    let sample = kept.get(key);
    if (!sample || at - sample.at >= SAMPLE_FRESH_MS) {
      const { best } = await counts.countUpTo(c, PRICE_SAMPLE, {
        sort: 'price',
        best: PRICE_SAMPLE,
      });
      if (kept.size >= SAMPLES_KEPT_MAX) kept.clear();
      sample = { prices: best.filter((k): k is number => k !== null), at };
      kept.set(key, sample);
    }
    const prices = sample.prices;
    return (_sort, share) =>
      prices[Math.min(prices.length - 1, Math.ceil(share * prices.length) - 1)] ?? null;
  };
}
