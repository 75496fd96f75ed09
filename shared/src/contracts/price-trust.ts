/**
 * Prices you can trust: the evidence a crawled price carries, the practice proving it controls
 * its website, and the practice reviewing its own prices (confirm, correct, remove, add).
 * Routes (all under /api/global-practices/:id, signed in):
 *   POST   /claims                      start a claim           -> 201 practiceClaimResponse
 *   GET    /claims/:claimId             its state               -> 200 practiceClaimResponse
 *   POST   /claims/:claimId/check       check it (email: with the code; file/meta: the crawler
 *                                       reads the site, the claim goes 'checking') -> 200/202
 *   GET    /price-review                every item, published and unconfirmed (verified claimant)
 *   POST   /price-review                add a missing price in the standard layout -> 201
 *   PUT    /price-review/:itemKey       confirm or correct (If-Match: the item's etag)
 *   DELETE /price-review/:itemKey       remove (If-Match)
 */
import { z } from 'zod';
import { isKnownCurrency } from '../domain/currency';
import {
  PRACTICE_CLAIM_METHODS,
  PRACTICE_CLAIM_STATUSES,
  PRICE_CHECKS,
  PRICE_LAYOUTS,
  PRICE_ORIGINS,
  PRICE_VAT_BASES,
} from '../domain/price-trust';
import { PRICE_BANDS, STANDARD_SERVICE_IDS } from '../domain/standard-price-list';

export const priceEvidenceSchema = z.object({
  layout: z.enum(PRICE_LAYOUTS),
  text: z.string(),
  bandSource: z.string().nullable(),
  vat: z.enum(PRICE_VAT_BASES),
  surgery: z.string().nullable(),
  checks: z.array(z.object({ check: z.enum(PRICE_CHECKS), detail: z.string() })),
});

export const crawlDifferenceSchema = z.object({
  priceMin: z.number(),
  priceMax: z.number().nullable(),
  currency: z.string(),
  sourceUrl: z.string().nullable(),
  seenAt: z.string(),
});

/** Texts the screens and the API share. */
export const PRICE_TRUST_TEXTS = {
  claimCta: 'Is this your practice? Correct these prices',
  confirmedOn: (date: string) => `confirmed by the practice on ${date}`,
  enteredOn: (date: string) => `entered by the practice on ${date}`,
  crawledOn: (date: string) => `read from the practice's website on ${date}`,
  unconfirmed: 'unconfirmed',
  notClaimant: 'Prove you control this practice’s website to review its prices',
  claimExpired: 'This claim has expired. Start a new one.',
  codeWrong: 'That code is not right. Check the email and try again.',
  emailDomain: 'The address must be at the practice’s own website domain',
  noWebsite: 'This practice has no website to prove control of',
  listingManagedByClinic:
    'This practice is a PetVet clinic: manage its prices from its Price list tab',
} as const;

// ---------------------------------------------------------------------------------------------
// Claims

export const practiceClaimMethodSchema = z.enum(PRACTICE_CLAIM_METHODS);

/** POST /claims. For 'email', the address's part before "@": the domain is the website's own. */
export const createPracticeClaimSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('email'),
    localPart: z
      .string()
      .trim()
      .min(1, 'localPart is required')
      .max(64)
      .regex(/^[A-Za-z0-9._%+-]+$/, 'localPart must be the part of an address before "@"'),
  }),
  z.object({ method: z.literal('file') }),
  z.object({ method: z.literal('meta') }),
]);
export type CreatePracticeClaim = z.infer<typeof createPracticeClaimSchema>;

/** POST /claims/:claimId/check: the emailed code for 'email'; nothing for 'file' and 'meta'. */
export const checkPracticeClaimSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits from the email')
    .optional(),
});

export const practiceClaimSchema = z.object({
  id: z.string().uuid(),
  practiceId: z.number().int(),
  method: practiceClaimMethodSchema,
  status: z.enum(PRACTICE_CLAIM_STATUSES),
  /** 'email': the address the code went to. */
  email: z.string().nullable(),
  /** 'file' and 'meta': the token to place, shown to its claimant only. */
  token: z.string().nullable(),
  /** 'file': the full address the crawler will read (https://site/.well-known/...). */
  fileUrl: z.string().nullable(),
  /** 'meta': the tag to paste into the home page's <head>. */
  metaTag: z.string().nullable(),
  failure: z.string().nullable(),
  expiresAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type PracticeClaim = z.infer<typeof practiceClaimSchema>;
export const practiceClaimResponseSchema = z.object({ claim: practiceClaimSchema });
export type PracticeClaimResponse = z.infer<typeof practiceClaimResponseSchema>;
/** GET /claims: the signed-in account's own claims on the practice, newest first. */
export const practiceClaimListResponseSchema = z.object({ claims: z.array(practiceClaimSchema) });
export type PracticeClaimListResponse = z.infer<typeof practiceClaimListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Review

/** An item of the review: "p<id>" a published price, "u<id>" an unconfirmed one. */
export const priceItemKeySchema = z
  .string()
  .regex(/^[pu][1-9]\d{0,15}$/, 'itemKey must be p<id> or u<id>');

export const priceReviewItemSchema = z.object({
  key: priceItemKeySchema,
  status: z.enum(['published', 'unconfirmed']),
  /** Published items: who stands behind it. Unconfirmed items are always 'crawled'. */
  origin: z.enum(PRICE_ORIGINS),
  name: z.string(),
  species: z.string(),
  standardService: z.enum(STANDARD_SERVICE_IDS).nullable(),
  band: z.enum(PRICE_BANDS),
  priceMin: z.number(),
  priceMax: z.number().nullable(),
  currency: z.string(),
  confidence: z.number(),
  evidence: priceEvidenceSchema.nullable(),
  sourceUrl: z.string().nullable(),
  seenAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** A later crawl read another price for the practice's own price. */
  crawlDiffers: crawlDifferenceSchema.nullable(),
  /** The value If-Match must carry to change or remove it. */
  etag: z.string(),
});
export type PriceReviewItem = z.infer<typeof priceReviewItemSchema>;

export const priceReviewResponseSchema = z.object({
  practice: z.object({ id: z.number().int(), name: z.string(), website: z.string() }),
  items: z.array(priceReviewItemSchema),
});
export type PriceReviewResponse = z.infer<typeof priceReviewResponseSchema>;

const amount = z.number().min(0, 'price must be 0 or more').max(1_000_000);
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isKnownCurrency, 'currency must be an ISO 4217 code we know');

/** PUT /price-review/:itemKey */
export const priceReviewChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z
    .object({
      action: z.literal('correct'),
      priceMin: amount,
      /** null: a "from" price. */
      priceMax: amount.nullable(),
      currency: currency.optional(),
    })
    .refine((v) => v.priceMax === null || v.priceMax >= v.priceMin, {
      message: 'priceMax must be at least priceMin',
      path: ['priceMax'],
    }),
]);
export type PriceReviewChange = z.infer<typeof priceReviewChangeSchema>;

/** POST /price-review: a missing price, in the standard layout. */
export const priceReviewAddSchema = z
  .object({
    standardService: z.enum(STANDARD_SERVICE_IDS),
    band: z.enum(PRICE_BANDS),
    priceMin: amount,
    priceMax: amount.nullable(),
    currency,
  })
  .refine((v) => v.priceMax === null || v.priceMax >= v.priceMin, {
    message: 'priceMax must be at least priceMin',
    path: ['priceMax'],
  });
export type PriceReviewAdd = z.infer<typeof priceReviewAddSchema>;

export const priceReviewItemResponseSchema = z.object({ item: priceReviewItemSchema });
