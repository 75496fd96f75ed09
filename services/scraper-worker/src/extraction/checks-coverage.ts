import type { ExtractedService } from './types';

/** A price printed on the page (in a line, a sentence or a table cell), whatever it turned out to be. */
export interface PrintedPrice {
  min: number;
  max: number | null;
  currency: string;
}

/** Pages with fewer distinct printed prices say too little about coverage. */
const COVERAGE_MIN_PRICES = 4;

/** The share of distinct printed prices that no item (nor a tax figure of one) accounts for. */
export function coverageGap(
  items: ExtractedService[],
  printed: PrintedPrice[],
  /** The page's stated rate: a price raised by it explains the net figure printed. */
  taxRate: number | null = null,
): { share: number; detail: string } {
  const factors = taxRate === null ? TAX_FACTORS : [...TAX_FACTORS, 1 / (1 + taxRate)];
  const amounts = new Map<string, { value: number; currency: string }>();
  for (const p of printed)
    for (const value of [p.min, p.max])
      if (value !== null && value > 0)
        amounts.set(`${p.currency}|${value}`, { value, currency: p.currency });
  if (amounts.size < COVERAGE_MIN_PRICES) return { share: 0, detail: '' };
  const values = items.flatMap((i) =>
    [i.priceMin, i.priceMax ?? i.priceMin].map((v) => ({ v, c: i.currency })),
  );
  const explained = ({ value, currency }: { value: number; currency: string }) =>
    values.some(
      ({ v, c }) =>
        c === currency &&
        (Math.abs(v - value) < 0.005 ||
          factors.some((f) => Math.abs(v * f - value) <= Math.max(0.02, value * 0.002))),
    );
  const missing = [...amounts.values()].filter((a) => !explained(a));
  const share = missing.length / amounts.size;
  return {
    share,
    detail: share
      ? `${missing.length} of ${amounts.size} prices printed on the page are not explained (${missing
          .slice(0, 5)
          .map((m) => m.value)
          .join(', ')})`
      : '',
  };
}

// A printed amount that is an item's price before tax, or the tax on it, is explained by the item.
const TAX_FACTORS = [
  1.05, 1.07, 1.08, 1.1, 1.12, 1.15, 1.16, 1.17, 1.18, 1.19, 1.2, 1.21, 1.22, 1.23, 1.24, 1.25,
  1.27,
].flatMap((r) => [1 / r, 1 - 1 / r, r]);
