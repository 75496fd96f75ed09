import type { Block } from './dom-blocks';
import { findPrices } from './price-parser';
import { sentences } from './prose';
import { TAX_NAMES } from './tax-words';

const TAX = new RegExp(
  `(?<![\\p{L}])(?:${TAX_NAMES}|sales tax|tax(?:es)?|mehrwertsteuer|ttc|ht|arvonlisäver\\p{L}*)(?![\\p{L}])|税込|税別|税抜|消費税`,
  'iu',
);
// A sentence on what the prices hold names them, or says what they leave out ("They do not
// include GST (5%)": the prices were named in the sentence before).
const STATEMENT =
  /(?<![\p{L}])(?:prices?|fees?|costs?|charges?|preise|beträge|prix|tarifs?|precios?|prezzi|prijzen|tarieven|hinnat|hinta|fiyatlar\p{L}*|ár\p{L}*|τιμές|cijene|ceny|ceník|harga|tarife|(?:do not|does not|don't|do n't)\s+include|exclusive of|excluding)(?![\p{L}])|料金|価格|מחיר\p{L}*/iu;

/**
 * The page's own statement about tax ("All prices include VAT at 20%"): it applies to every
 * price on the page, so it goes into each service's notes.
 */
export function pageNotes(blocks: Block[]): string {
  for (const block of blocks) {
    if (block.kind !== 'text') continue;
    for (const sentence of sentences(block.text)) {
      if (
        TAX.test(sentence) &&
        (STATEMENT.test(sentence) || sentence.length < 60) &&
        sentence.length <= 160
      ) {
        if (/\b(?:reg(?:istration)?|no\.?|number|nr|id|idnr)\b/i.test(sentence)) continue;
        if (findPrices(sentence, { country: null }).length > 0) continue;
        return sentence.replace(/[.。]$/, '');
      }
    }
  }
  return '';
}
