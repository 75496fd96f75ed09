/**
 * Prices we can vouch for: what a crawled price rests on, the checks that lower or refuse it,
 * and who stands behind a published price. A wrong price is worse than a missing one, so only
 * readings at or above PUBLISH_CONFIDENCE with no refusing check are published; the rest are
 * kept as unconfirmed, with their evidence, for the practice to confirm.
 */

/** How the price was laid out where it was read. */
export const PRICE_LAYOUTS = [
  'table',
  'json-ld',
  'line',
  'paired',
  'heading',
  'prose',
  'free',
] as const;
export type PriceLayout = (typeof PRICE_LAYOUTS)[number];

/** What the printed figure says about VAT (or GST, MwSt, TVA ...). */
export const PRICE_VAT_BASES = [
  /** Printed including tax, or the page says nothing about tax. */
  'inclusive',
  /** Printed excluding tax; the published figure adds the page's stated rate. */
  'derived',
] as const;
export type PriceVatBasis = (typeof PRICE_VAT_BASES)[number];

/**
 * The consistency checks. Each either lowers an item's confidence or refuses it outright
 * (REFUSING_PRICE_CHECKS): a refused item is never published, whatever its confidence.
 */
export const PRICE_CHECKS = [
  /** One service's band was given two different prices on the page. */
  'band_conflict',
  /** A dog-size series whose price falls as the size rises. */
  'size_order',
  /** The page prints more prices than the items read from it explain. */
  'coverage',
  /** The number is a cap, fee limit, phone number, date, weight or threshold, not a price. */
  'not_a_price',
  /** An ex-VAT figure where the page also prints the VAT-inclusive one. */
  'ex_vat',
  /** A "from" price that the page breaks down into exact prices elsewhere. */
  'summary',
  /** The band came from a guess (no header, legend or words on the page gave it). */
  'band_unstated',
  /** The name does not read as a veterinary service, or was paired with the price from afar. */
  'weak_pairing',
  /** The page lists several surgeries' prices and this one is not the crawled practice's. */
  'other_surgery',
] as const;
export type PriceCheck = (typeof PRICE_CHECKS)[number];
export const REFUSING_PRICE_CHECKS: readonly PriceCheck[] = [
  'not_a_price',
  'ex_vat',
  'summary',
  'other_surgery',
];

/** A crawled price is published at or above this confidence when no check refuses it. */
export const PUBLISH_CONFIDENCE = 0.8;

export interface PriceCheckResult {
  check: PriceCheck;
  /** In plain words, for the practice and the operators ("cat also priced £58.00 in row 4"). */
  detail: string;
}

/** What a crawled price rests on. Texts are trimmed to PRICE_EVIDENCE_TEXT_MAX characters. */
export interface PriceEvidence {
  layout: PriceLayout;
  /** The cells, line or sentence the price was read from, as the page shows them. */
  text: string;
  /** The header, legend entry or words that gave the pet band; null when none did. */
  bandSource: string | null;
  vat: PriceVatBasis;
  /** The surgery or branch whose list it was, when the page holds several lists. */
  surgery: string | null;
  /** The checks that lowered or refused it; empty when none did. */
  checks: PriceCheckResult[];
}
export const PRICE_EVIDENCE_TEXT_MAX = 400;

/** Who stands behind a published price. */
export const PRICE_ORIGINS = ['crawled', 'confirmed', 'entered'] as const;
export type PriceOrigin = (typeof PRICE_ORIGINS)[number];

/** A later crawl read a different price for one of the practice's own prices. */
export interface CrawlDifference {
  priceMin: number;
  priceMax: number | null;
  currency: string;
  sourceUrl: string | null;
  seenAt: string;
}

export const PRACTICE_CLAIM_METHODS = ['email', 'file', 'meta'] as const;
export type PracticeClaimMethod = (typeof PRACTICE_CLAIM_METHODS)[number];
export const PRACTICE_CLAIM_STATUSES = ['pending', 'checking', 'verified', 'failed'] as const;
export type PracticeClaimStatus = (typeof PRACTICE_CLAIM_STATUSES)[number];

/** Where the crawler looks for the token of a 'file' claim, on the practice's own site. */
export const PRACTICE_CLAIM_FILE_PATH = '/.well-known/petvet-verification.txt';
/** The meta tag a 'meta' claim places in the site's home page: <meta name=... content=token>. */
export const PRACTICE_CLAIM_META_NAME = 'petvet-verification';
