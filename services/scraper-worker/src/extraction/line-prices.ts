import { standardServiceOf } from '@petvet/shared';
import type { TextBlock } from './blocks';
import { isMonthlyFee } from './noise';
import type { PriceMatch } from './types';

/** What the words around a price in a line say about it: its pet or weight, or tax restated. */

export const TAX_WORDS =
  /(?<!\p{L})(?:vat|gst|hst|tax|mwst|ust|tva|ttc|ht|iva|btw|moms)(?!\p{L})|税/iu;

export const PET_OR_WEIGHT =
  /^(?:for\s+|per\s+)?(?:an?\s+)?(?:cats?|kittens?|dogs?|pupp(?:y|ies)|bitch(?:es)?|rabbits?)$|^(?:dogs?\s+)?(?:under|over|up to|below|above|from)?\s*\d+(?:[.,]\d+)?\s*(?:[-–]\s*\d+(?:[.,]\d+)?\s*)?(?:kg|lbs?)(?:\s+(?:and|or)\s+(?:over|above|more|under|less))?$/iu;

const WITH_TAX_AFTER =
  /^\s*[)\]]?\s*[([]?\s*(?:w\/\s*|with\s+|inc\.?\s*|incl\.?\s*|including\s+|inkl\.?\s*|con\s+|avec\s+)(?:gst|vat|hst|tax|mwst|ust|iva|tva|btw|moms)(?![\p{L}])|^\s*[)\]]?\s*[([]?\s*(?:ttc|brutto|iva incluido|tax included)(?![\p{L}])/iu;

// "¥15,000（税込¥16,500）", "£40 (inc VAT £48)": the with-tax marker comes before the second price.
const WITH_TAX_BEFORE =
  /(?:税込み?|(?<![\p{L}])(?:inc\.?|incl\.?|including|inkl\.?|with|w\/)\s*(?:gst|vat|hst|tax|mwst|ust|iva|tva|btw|moms)|(?<![\p{L}])(?:ttc|brutto)|\+\s*(?:gst|vat|hst|tax|mwst|ust|iva|tva|btw|moms)\s*=)\s*[:：]?\s*$/iu;

/**
 * A second price that only restates the first with tax added: nothing but brackets or tax words
 * between them, a with-tax marker right after it, and a plausible tax on top of the first.
 */
export function restatesWithTax(
  text: string,
  first: PriceMatch,
  second: PriceMatch,
  after: string,
) {
  const between = text.slice(first.end, second.start);
  const onlyGlue = /^[\s()[\]（）/|,;:–—-]*$/u.test(
    between
      .replace(WITH_TAX_BEFORE, '')
      .replace(TAX_WORDS, '')
      .replace(/\b(?:ex|excl?|plus|before|avant|sans|sin|zzgl|netto|net|inc|incl|w\/)\.?/giu, ''),
  );
  if (!onlyGlue || !(WITH_TAX_AFTER.test(after) || WITH_TAX_BEFORE.test(between))) return false;
  if (first.currency !== second.currency || (first.max === null) !== (second.max === null))
    return false;
  const ratio = second.min / first.min;
  return ratio >= 1 && ratio <= 1.3;
}

/**
 * A pet care plan's monthly fee ("Cat £14.99 a month" under the plan's heading) is the plan's price
 * on the standard list; any other monthly amount is an instalment, not a price.
 */
export function planFee(block: TextBlock, start: number, end: number): boolean {
  if (!isMonthlyFee(block.text, start, end)) return false;
  const heading = block.headings.at(-1) ?? '';
  if (standardServiceOf(heading) === 'pet-care-plan') return true;
  // "Pet Health Club: GBP 16.50/month (cats)": the line names the plan before its fees, and the
  // pet each is for (a plan's one monthly figure for no pet is as often a teaser as its price).
  const sentence =
    block.text
      .slice(0, start)
      .split(/[.!?]\s/)
      .at(-1) ?? '';
  const lead = sentence.split(':')[0] ?? '';
  const near = block.text.slice(Math.max(0, start - 12), end + 30);
  return standardServiceOf(lead) === 'pet-care-plan' && PLAN_PET.test(near);
}

// "£0.00 within 7 days, then £32.00": nothing on a condition, then a price; the zero is a price.
export const ZERO_THEN =
  /^\s*(?:within|for the first|if|when)\s[^,;£$€]{1,30}[,;]?\s*(?:and\s+)?then\b/iu;

const PLAN_PET =
  /(?<![\p{L}])(?:cats?|kittens?|dogs?|pupp(?:y|ies)|any pet|every pet|all pets|each pet)(?![\p{L}])/iu;

// "£11.50 a month for cats and £13.50 a month for dogs": the pet named right after each price.
export const FOR_PET_AFTER =
  /^\s*[*†‡]*\s*(?:(?:a|an|per|each)\s+(?:month|year|week|visit)\s+)?for\s+((?:cats?|kittens?|dogs?|pupp(?:y|ies)|rabbits?)(?:\s+of any size)?)(?![\p{L}])/iu;
