import type {
  PetBand,
  PriceBand,
  PriceCheckResult,
  PriceEvidence,
  PriceVatBasis,
  StandardServiceId,
} from '@petvet/shared';

/** One priced service read from a practice's page. */
export interface ExtractedService {
  name: string;
  /** A directory category slug (see taxonomy.ts). */
  category: string;
  /** 'Dog', 'Cat', 'Rabbit', 'Bird', 'Horse', 'Exotic' or 'Mixed'. */
  species: string;
  priceMin: number;
  /** null for a "from" price: only the minimum is known. */
  priceMax: number | null;
  /** ISO 4217 code. */
  currency: string;
  /** 0..1, from the evidence that pairs this name with this price. */
  confidence: number;
  priceNotes: string | null;
  /** The standard price list's service this price is for; null for anything outside the list. */
  standardService: StandardServiceId | null;
  /** The pet band the price is for; 'any' when the page gives no pet for it. */
  band: PriceBand;
  /** What the page says the price includes (standard wording); null when it says nothing. */
  inclusions: string[] | null;
  /** What the price rests on: the cells or words, the band's source, the VAT basis, the checks. */
  evidence: PriceEvidence;
  /** Confident enough, and refused by no check, to publish; otherwise kept as unconfirmed. */
  published: boolean;
}

export interface ExtractOptions {
  /** The address the page was served from: its domain hints at the country. */
  url?: string;
  /** ISO 3166-1 alpha-2 country of the practice, when known: resolves `$`, `¥`, `kr`. */
  country?: string;
  /** Services under this confidence are dropped (default MIN_CONFIDENCE). */
  minConfidence?: number;
}

/** A price found in a piece of text. Offsets are into that text. */
export interface PriceMatch {
  start: number;
  end: number;
  min: number;
  max: number | null;
  currency: string;
  /** "from £45", "33,000円〜": only the minimum is known. */
  isFrom: boolean;
}

/** Where a candidate came from: decides its base confidence. */
export type Evidence = 'table' | 'json-ld' | 'line' | 'paired' | 'heading' | 'prose' | 'free';

export interface Candidate {
  name: string;
  species: string | null;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  evidence: Evidence;
  notes: string[];
  /** The nearest heading above the service, for its category when the name says too little. */
  section?: string;
  /**
   * The pet bands the price covers when the layout says so (a cell spanning several band
   * columns); 'any' when it spans every pet. Otherwise the bands are read from the name.
   */
  bands?: PetBand[] | 'any';
  /** The block the price was read in: inclusions stated in the same card or row apply to it. */
  scope?: unknown;
  /** One of a row's bare prices whose column was not read: kept unconfirmed, never published. */
  weak?: boolean;
  /** The cells, line or sentence the price was read from (evidence for the practice). */
  sourceText?: string;
  /** The header, legend entry or words that gave the bands, when the layout gave them. */
  bandSource?: string | null;
  /** 'derived': printed ex-VAT and raised by the page's stated rate. Absent: inclusive. */
  vat?: PriceVatBasis;
  /** The surgery or branch whose list it was, on a page with several. */
  surgery?: string | null;
  /** Consistency checks that lowered or refused it. */
  checks?: PriceCheckResult[];
  /**
   * The header of the price's column, when it names no pet, band or service ("UK average",
   * "Net", "2026"): which of the row's prices is the practice's own price is not known.
   */
  unclearColumn?: string;
}
