import type { PriceBand, PriceEvidence, StandardServiceId } from '@petvet/shared';

/** One price a crawl read, as the crawl's transaction stores it. */
export interface ServiceToStore {
  name: string;
  category: string;
  species: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  confidence: number;
  priceNotes: string | null;
  sourceUrl: string;
  /** The standard price list's service; null (or absent) outside the list. */
  standardService?: StandardServiceId | null;
  /** The pet band of the price; absent means 'any'. */
  band?: PriceBand;
  /** What the page says the price includes; null when it says nothing. */
  inclusions?: string[] | null;
  /** What the reading rests on: kept with it, for the practice and the operators. */
  evidence: PriceEvidence;
  /** Sure enough to publish; otherwise kept as unconfirmed, never published or counted. */
  published: boolean;
}
