import type { Block } from './dom-blocks';
import { cleanName, isQualifier } from './names';
import { findPrices } from './price-parser';

const DASH_START = /^\s*[–—-]\s+/;
const LOOKBACK = 8;

/**
 * "Castration, cat £109" followed by "– dog under 10kg £133", "– dog 10–25kg £151": lines that
 * start with a dash continue the service the last full line named, for another pet. The service
 * is that line's name without its pet, and only when the line ended in a pet or a size after a
 * comma, so a dash that merely starts a sentence borrows nothing.
 */
export function continuedService(blocks: Block[], index: number): string | null {
  const self = blocks[index];
  if (!self || self.kind !== 'text' || !DASH_START.test(self.text)) return null;
  for (let j = index - 1; j >= 0 && j >= index - LOOKBACK; j--) {
    const other = blocks[j];
    if (!other || other.kind !== 'text') return null;
    const prices = findPrices(other.text, { country: null });
    if (prices.length !== 1) return null;
    if (DASH_START.test(other.text)) continue;
    const prefix = other.text.slice(0, prices[0]!.start);
    const comma = prefix.lastIndexOf(',');
    if (comma < 0 || !isQualifier(cleanName(prefix.slice(comma + 1)))) return null;
    return cleanName(prefix.slice(0, comma)) || null;
  }
  return null;
}
