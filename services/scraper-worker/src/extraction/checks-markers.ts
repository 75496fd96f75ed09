import type { ExtractedService } from './types';

/**
 * A bare "$" with no country on the page is read as the US dollar, but it may as well be the
 * Canadian, Australian or Mexican one: kept for the practice to confirm, never published.
 */
export const UNKNOWN_DOLLAR = 0.5;
const BARE_DOLLAR =
  /(?<![\p{L}])(?<!US\s?)\$|(?<![\p{L}])(?<!(?:US|U\.S\.|American)\s)dollars?(?![\p{L}])/iu;

export function unknownDollar(item: ExtractedService): boolean {
  return item.currency === 'USD' && BARE_DOLLAR.test(item.evidence.text);
}
