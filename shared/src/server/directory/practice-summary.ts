/** A price as the practice's summary reads it. */
export interface SummaryPrice {
  name: string;
  species: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
}

/**
 * The practice's range in the currency most of its prices are in: its paid prices (all of them
 * when none is paid). Search and compare read it; a crawl and the practice's own review write it.
 */
export function priceRange(
  prices: Array<Pick<SummaryPrice, 'currency' | 'priceMin' | 'priceMax'>>,
): { min: number; max: number; currency: string } | null {
  const counts = new Map<string, number>();
  for (const p of prices) counts.set(p.currency, (counts.get(p.currency) ?? 0) + 1);
  const currency = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!currency) return null;
  const priced = prices.filter((p) => p.currency === currency);
  const paid = priced.filter((p) => p.priceMin > 0);
  const pool = paid.length ? paid : priced;
  return {
    min: Math.min(...pool.map((p) => p.priceMin)),
    max: Math.max(...pool.map((p) => p.priceMax ?? p.priceMin)),
    currency,
  };
}

/**
 * How many services the practice lists: a price stored once per pet band it covers ("Dog spay"
 * for each dog band) is still one service.
 */
export function serviceCount(prices: SummaryPrice[]): number {
  return new Set(
    prices.map((p) =>
      [p.name.toLowerCase(), p.species, p.priceMin, p.priceMax, p.currency].join('|'),
    ),
  ).size;
}
