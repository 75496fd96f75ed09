import type { Finding } from './checks-pairs';
import type { ExtractedService } from './types';

// An offer's words: what makes a line a promotion rather than a line of the price list.
const OFFER =
  /(?<!\p{L})(?:half[- ]price|\d+\s*%\s*off|free|offer|promo(?:tion)?|discount|save|quote|voucher|new clients?)(?!\p{L})|キャンペーン|無料|割引/iu;
// "(normally £48)", "usually $60", "通常 11,000円": the regular price restated beside the offer.
const REGULAR =
  /(?<!\p{L})(?:normally|usually|regularly|regular price|was|normalerweise|normalement|habituellement|normalmente|di solito|normaal)(?!\p{L})|通常/iu;

// "Cat spay – was £119, now £95": an offer in plain text, the old price then the new one.
const WAS_NOW =
  /(?<!\p{L})was(?!\p{L})[^.;]{0,20}?\d[^.;]{0,20}?(?<!\p{L})now(?!\p{L})[^.;]{0,12}?\d/iu;

/** A line announcing an offer that restates the regular price ("half price (normally £48)"). */
export function restatesRegular(text: string | undefined): boolean {
  return !!text && ((OFFER.test(text) && REGULAR.test(text)) || WAS_NOW.test(text));
}

/**
 * "New clients: first consultation half price in January (normally £48)" above a list pricing
 * the consultation at £48: the offer only restates the regular price the list gives, so it is
 * no price of its own. When the list does not give it ("無料（…：通常 11,000円）" alone), the
 * regular price is the service's price and stays.
 */
export function restatedRegular(items: ExtractedService[]): Finding[] {
  const findings: Finding[] = [];
  for (const item of items) {
    const text = item.evidence.text;
    if (!restatesRegular(text) || !item.standardService) continue;
    const listed = items.some(
      (o) =>
        o !== item &&
        o.evidence.text !== text &&
        o.standardService === item.standardService &&
        o.currency === item.currency &&
        o.priceMin === item.priceMin &&
        o.priceMax === item.priceMax,
    );
    if (listed)
      findings.push({
        item,
        check: 'not_a_price',
        detail: `the regular price an offer restates, given again in the list: "${text.slice(0, 80)}"`,
      });
  }
  return findings;
}
