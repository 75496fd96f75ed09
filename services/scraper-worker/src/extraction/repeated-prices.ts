import type { Block, TextBlock } from './dom-blocks';
import { within } from './entry-names';
import { findPrices } from './price-parser';
import type { PriceMatch } from './types';

/**
 * "£73.25" alone under a size picker whose "Cat £73.25" button is chosen: the chosen price shown
 * again, not another price. Only a bare price equal to one of the same card's earlier lines.
 */
export function repeatsChoice(blocks: Block[], index: number, prices: PriceMatch[]): boolean {
  const self = blocks[index] as TextBlock;
  const only = prices.length === 1 ? prices[0]! : null;
  if (!only) return false;
  const rest = (self.text.slice(0, only.start) + self.text.slice(only.end)).replace(/[\s*]+/g, ' ');
  if (!/^ ?(?:(?:a|per|each|\/) ?(?:month|mth|mo|year|week))? ?$/iu.test(rest)) return false;
  const card = self.el.parent;
  if (!card) return false;
  for (let j = index - 1; j >= 0 && index - j <= 12; j--) {
    const other = blocks[j];
    if (other?.kind !== 'text' || !within(other, card)) break;
    if (
      findPrices(other.text, { country: null }).some(
        (p) => p.min === only.min && p.max === only.max,
      )
    )
      return other.text.length > self.text.length;
  }
  return false;
}
