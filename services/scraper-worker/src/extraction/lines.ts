import { candidate, noteFrom, speciesFromHeadings, type PageContext } from './context';
import type { Block, TextBlock } from './dom-blocks';
import { readFree } from './free';
import { cleanName } from './names';
import { isNonServiceLine, isNonServiceMoney } from './noise';
import { findPrices } from './price-parser';
import { readProse, sentences } from './prose';
import type { Candidate, Evidence, PriceMatch } from './types';

const NAME_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'th', 'strong', 'b', 'caption', 'summary', 'label']);
const LOOKBACK = 4;

/** Lines of text: list items, definition lists, cards, "name – price" lines and running text. */
export function readLines(blocks: Block[], page: PageContext): Candidate[] {
  const found: Candidate[] = [];
  blocks.forEach((block, index) => {
    if (block.kind !== 'text') return;
    // A zero is a price only when the page says "free" (handled below), never "£0" on its own.
    const prices = findPrices(block.text, page.currency).filter(
      (p) => p.min > 0 && !isNonServiceMoney(block.text, p.start, p.end),
    );
    if (prices.length === 0) {
      const free = readFree(block.text, block.headings);
      if (free) found.push(free);
      return;
    }
    if (isProse(block.text, prices)) {
      found.push(...readProse(block.text, block.headings, page));
      return;
    }
    if (isNonServiceLine(block.text)) return;
    found.push(...readLine(block, prices, blocks, index));
  });
  return found;
}

function isProse(text: string, prices: PriceMatch[]): boolean {
  const first = prices[0];
  const wordsBefore = first ? text.slice(0, first.start).split(/\s+/).filter(Boolean).length : 0;
  const real = sentences(text).filter((s) => s.split(/\s+/).length >= 4);
  return real.length > 1 || wordsBefore > 14 || text.length > 220;
}

function readLine(block: TextBlock, prices: PriceMatch[], blocks: Block[], index: number): Candidate[] {
  const context = speciesFromHeadings(block.headings);
  const text = block.text;
  const firstPrefix = text.slice(0, prices[0]!.start);
  const colon = firstPrefix.search(/[:：]/);
  // "Dog neutering: under 10 kg £200, 10-25 kg £250": one service, priced per band.
  const head = prices.length > 1 && colon > 0 ? cleanName(firstPrefix.slice(0, colon)) : '';
  const found: Candidate[] = [];
  prices.forEach((price, k) => {
    const prefix = k === 0 ? firstPrefix : text.slice(prices[k - 1]!.end, price.start);
    const suffix = k === prices.length - 1 ? text.slice(price.end) : '';
    let evidence: Evidence = 'line';
    let name: string;
    if (head) {
      const qualifier = cleanName(k === 0 ? firstPrefix.slice(colon + 1) : prefix);
      name = qualifier ? `${head} (${qualifier})` : k === 0 ? head : '';
    } else {
      name = cleanName(prefix);
      const sentenceLike = /[.!?]\s*$/.test(prefix.trim()) && prefix.split(/\s+/).length > 5;
      if (k === 0 && (!name || sentenceLike)) {
        const nearby = nameNearby(blocks, index);
        if (nearby) {
          name = nearby.name;
          evidence = nearby.evidence;
        }
      }
      if (k > 0 && !name) return;
    }
    if (!name) return;
    found.push(candidate(name, price, evidence, context, [noteFrom(suffix)]));
  });
  return found;
}

/** A price standing alone ("$89.00" in a dd, "Starting at $250" in a card): its name is just above. */
function nameNearby(blocks: Block[], index: number): { name: string; evidence: Evidence } | null {
  const self = blocks[index] as TextBlock;
  for (let j = index - 1; j >= Math.max(0, index - LOOKBACK); j--) {
    const other = blocks[j];
    if (!other || other.kind !== 'text') return null;
    if (!isRelated(other, self)) return null;
    if (findPrices(other.text, { country: null }).length > 0) return null;
    const name = nameLike(other);
    if (name) return { name, evidence: NAME_TAGS.has(other.tag) ? 'heading' : 'paired' };
  }
  const next = blocks[index + 1];
  if (next?.kind === 'text' && next.headingLevel > 0 && isRelated(next, self)) {
    const name = nameLike(next);
    if (name) return { name, evidence: 'paired' };
  }
  return null;
}

function nameLike(block: TextBlock): string {
  const words = block.text.split(/\s+/).length;
  if (words > 12 || block.text.length > 100) return '';
  if (/[.!?]$/.test(block.text) && words > 5) return '';
  return cleanName(block.text);
}

// Within one card or list entry: the other block sits under the price's parent or grandparent.
function isRelated(other: TextBlock, self: TextBlock): boolean {
  const parent = self.el.parent;
  const grandparent = parent?.parent;
  for (let node: typeof other.el.parent = other.el; node; node = node.parent) {
    if (node === parent || node === grandparent) return true;
  }
  return false;
}
