/**
 * A PetVet clinic's standard price list: its services mapped onto the UK standard list (service,
 * pet band, inclusions), as the clinic edits it and as the public reads it.
 */
import { z } from 'zod';
import {
  PRICE_BANDS,
  STANDARD_BANDS,
  STANDARD_INCLUSIONS,
  STANDARD_SERVICE_IDS,
  standardService,
  type PriceBand,
} from '../domain/standard-price-list';

export const PRICE_LIST_TITLE = 'Prices';
/** Said beside every published list: a price is for the usual case, never a quote. */
export const PRICE_LIST_TYPICAL_CASE_TEXT =
  'Prices are for the typical case and include VAT. What your pet needs can change the final price; the clinic will tell you before doing anything that costs more.';
export const PRICE_LIST_VAT_TEXT = 'All prices include VAT.';
export const PRICE_LIST_INCLUSIONS_ONLY_SURGICAL_TEXT =
  'Only the surgical services of the standard list state what their price includes';
export const PRICE_LIST_UNKNOWN_SERVICE_TEXT = 'Choose a service of the standard list, or none';
export const PRICE_LIST_UNKNOWN_BAND_TEXT =
  'Choose a pet band: cat, a dog size, or any pet when the price does not vary';

export const ANY_PET_LABEL = 'Any pet';
export const ANY_OTHER_PET_LABEL = 'Any other pet';
/**
 * How a band reads on a price list: "Cat", "Dog, small (under 10 kg)", or "Any pet" ("Any other
 * pet" below prices for named bands of the same service, which it does not override).
 */
export const priceBandLabel = (band: PriceBand, besideOtherBands = false): string =>
  STANDARD_BANDS.find((b) => b.id === band)?.label ??
  (besideOtherBands ? ANY_OTHER_PET_LABEL : ANY_PET_LABEL);

const standardServiceIdSchema = z.enum(STANDARD_SERVICE_IDS, {
  error: PRICE_LIST_UNKNOWN_SERVICE_TEXT,
});
const bandSchema = z.enum(PRICE_BANDS, { error: PRICE_LIST_UNKNOWN_BAND_TEXT });
const inclusionSchema = z.enum(STANDARD_INCLUSIONS);

/** PUT /api/vet-business/price-list/{serviceId}. Outside the list a service has no band or inclusions. */
export const priceListMappingInputSchema = z
  .object({
    standardService: standardServiceIdSchema.nullable(),
    band: bandSchema.default('any'),
    inclusions: z
      .array(inclusionSchema)
      .max(STANDARD_INCLUSIONS.length)
      .default([])
      .transform((items) => STANDARD_INCLUSIONS.filter((item) => items.includes(item))),
  })
  .refine(
    (input) =>
      input.inclusions.length === 0 ||
      (input.standardService !== null && standardService(input.standardService).inclusions),
    { message: PRICE_LIST_INCLUSIONS_ONLY_SURGICAL_TEXT, path: ['inclusions'] },
  )
  .transform((input) =>
    input.standardService === null
      ? { standardService: null, band: 'any' as const, inclusions: [] }
      : input,
  );
export type PriceListMappingInput = z.input<typeof priceListMappingInputSchema>;
export type PriceListMapping = z.output<typeof priceListMappingInputSchema>;

/** One of the clinic's services as the Price list tab shows it. */
export const clinicPriceListServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
  categoryName: z.string(),
  standardService: standardServiceIdSchema.nullable(),
  band: bandSchema,
  inclusions: z.array(inclusionSchema),
  /** Whether the clinic saved this mapping; until then the suggestion is what the tab offers. */
  mapped: z.boolean(),
  /** Read from the service's name. */
  suggestion: z.object({ standardService: standardServiceIdSchema.nullable(), band: bandSchema }),
  /** For If-Match on PUT (see contracts/versions); the service's version in the services tab too. */
  version: z.string().optional(),
});
export type ClinicPriceListService = z.infer<typeof clinicPriceListServiceSchema>;

/** GET /api/vet-business/price-list. */
export const businessPriceListSchema = z.object({
  vetId: z.string(),
  currency: z.string(),
  /** ISO instant; null while nothing on the list has changed since it began. */
  lastChanged: z.string().nullable(),
  services: z.array(clinicPriceListServiceSchema),
  /** Standard services no saved mapping covers yet: the prices the clinic could still add. */
  missing: z.array(z.object({ id: standardServiceIdSchema, name: z.string(), group: z.number() })),
});
export type BusinessPriceList = z.infer<typeof businessPriceListSchema>;

export const publicPriceSchema = z.object({
  band: bandSchema,
  price: z.number(),
  /** Minutes: the list asks consultations to state their length. */
  duration: z.number().int(),
  serviceName: z.string(),
  inclusions: z.array(inclusionSchema),
});
export type PublicPrice = z.infer<typeof publicPriceSchema>;

/** GET /api/vets/{id}/price-list. */
export const publicPriceListSchema = z.object({
  vetId: z.string(),
  clinicName: z.string(),
  currency: z.string(),
  pricesIncludeVat: z.literal(true),
  statement: z.string(),
  lastChanged: z.string().nullable(),
  /** The five groups in order, every standard service in each (prices empty where none is listed). */
  groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      services: z.array(
        z.object({
          id: standardServiceIdSchema,
          name: z.string(),
          /** What the price must state beside it ("appointment length"). */
          states: z.string().nullable(),
          hasInclusions: z.boolean(),
          prices: z.array(publicPriceSchema),
        }),
      ),
    }),
  ),
  /** The clinic's services outside the standard list, with their own names. */
  otherServices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      duration: z.number().int(),
      categoryName: z.string(),
    }),
  ),
});
export type PublicPriceList = z.infer<typeof publicPriceListSchema>;
