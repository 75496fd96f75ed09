import {
  STANDARD_INCLUSIONS,
  standardService,
  suggestStandardMapping,
  type StandardInclusion,
} from '@petvet/shared';

// The demo's operations are done under anaesthetic with pain relief and a check afterwards.
const DEMO_INCLUSIONS: StandardInclusion[] = STANDARD_INCLUSIONS.filter((item) =>
  ['general anaesthesia or sedation', 'pain relief', 'post-operative checks'].includes(item),
);

/**
 * A seeded service as its clinic would have mapped it on the standard price list: the mapping
 * its name suggests, saved, so demo clinics publish a price list from the start.
 */
export function seededPriceListMapping(name: string, at: Date) {
  const { standardService: id, band } = suggestStandardMapping(name);
  return {
    standardService: id,
    band,
    inclusions: id && standardService(id).inclusions ? DEMO_INCLUSIONS : [],
    priceListMappedAt: at,
  };
}
