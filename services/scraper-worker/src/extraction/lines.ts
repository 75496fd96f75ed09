import { candidate, noteFrom, speciesFromHeadings, type PageContext } from './context';
import { isFreeText, readFree } from './free';
import { normalizeSpace, type Block, type TextBlock } from './dom-blocks';
import { cleanName, isQualifier } from './names';
import { looksLikeService } from './taxonomy';
import { isNonServiceLine, isNonServiceMoney } from './noise';
import { findPrices } from './price-parser';
import { readProse, sentences } from './prose';
import type { Candidate, Evidence, PriceMatch } from './types';

const NAME_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'th',
  'strong',
  'b',
  'caption',
  'summary',
  'label',
]);
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
      const free = readFree(block.text, block.headings, lastChildIsFree(block));
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

const TAX_WORDS = /(?<!\p{L})(?:vat|gst|hst|tax|mwst|ust|tva|ttc|ht|iva|btw|moms)(?!\p{L})|税/iu;
// "We charge £45 for a consultation": the service follows its price.
const FOR_CLAUSE = /^\s*(?:for|für|pour|por|voor)\s+\p{L}/iu;

function isProse(text: string, prices: PriceMatch[]): boolean {
  if (prices.some((p) => FOR_CLAUSE.test(text.slice(p.end)))) return true;
  const first = prices[0];
  const wordsBefore = first ? text.slice(0, first.start).split(/\s+/).filter(Boolean).length : 0;
  const real = sentences(text).filter((s) => s.split(/\s+/).length >= 4);
  return real.length > 1 || wordsBefore > 14 || text.length > 220;
}

function readLine(
  block: TextBlock,
  prices: PriceMatch[],
  blocks: Block[],
  index: number,
): Candidate[] {
  const context = speciesFromHeadings(block.headings);
  const text = block.text;
  const multi = prices.length > 1;
  const firstPrefix = text.slice(0, prices[0]!.start);
  const colon = multi ? firstPrefix.search(/[:：]/) : -1;
  // "Dog neutering: under 10 kg £200, 10-25 kg £250": one service, priced per band.
  let base = colon > 0 ? cleanName(firstPrefix.slice(0, colon)) : '';
  let evidence: Evidence = 'line';
  const found: Candidate[] = [];
  prices.forEach((price, k) => {
    const after = text.slice(price.end, prices[k + 1]?.start ?? text.length);
    const remark = multi ? cleanName(after.match(/^\s*[(（]([^)）]{1,40})[)）]/)?.[1] ?? '') : '';
    let name: string;
    if (k === 0 && base) {
      name = cleanName(firstPrefix.slice(colon + 1)) || remark;
      name = name ? `${base} (${name})` : base;
    } else if (k === 0) {
      const own = cleanName(firstPrefix);
      const sentenceLike =
        /[^.][.!?]\s*$/.test(firstPrefix.trim()) && firstPrefix.split(/\s+/).length > 5;
      const nearby = !own || sentenceLike || isQualifier(own) ? nameNearby(blocks, index) : null;
      if (nearby) evidence = nearby.evidence;
      // "Prix : 45 € la consultation": failing all else, the words after the price.
      base = nearby?.name ?? (own || serviceAfter(after));
      const qualifier = own && isQualifier(own) && nearby ? own : remark;
      name = base && qualifier ? `${base} (${qualifier})` : base;
    } else {
      const between = text.slice(prices[k - 1]!.end, price.start);
      // "£45 inc VAT / £37.50 ex VAT": the same price without tax, not another service.
      if (TAX_WORDS.test(between)) return;
      const own = cleanName(between.replace(/^\s*[(（][^)）]*[)）]/, ''));
      // Short words that are no service on their own qualify the line's service ("individual").
      const qualifies =
        own && (isQualifier(own) || (base && !looksLikeService(own) && own.split(' ').length <= 3));
      const qualifier = qualifies ? own : own ? '' : remark;
      name = own && !qualifier ? own : base && qualifier ? `${base} (${qualifier})` : '';
    }
    if (!name) return;
    const note = k === prices.length - 1 && !remark ? noteFrom(after) : '';
    found.push(candidate(name, price, evidence, context, [note], block.headings.at(-1)));
  });
  return found;
}

function serviceAfter(after: string): string {
  const words = cleanName(after.split(/[.;!?(]/)[0] ?? '');
  return words && words.split(' ').length <= 6 && looksLikeService(words) ? words : '';
}

/**
 * A price standing alone ("$89.00" in a dd, "Starting at $250" in a card): its name is the nearest
 * name-like block in the same entry (the price's parent), before it or, as a heading, after it;
 * failing that, the nearest one before it under the grandparent.
 */
function nameNearby(blocks: Block[], index: number): { name: string; evidence: Evidence } | null {
  const self = blocks[index] as TextBlock;
  const parent = self.el.parent;
  const scopes = [parent, parent?.parent].filter((s): s is NonNullable<typeof s> => Boolean(s));
  for (const [depth, scope] of scopes.entries()) {
    for (let j = index - 1, looked = 0; j >= 0 && looked < LOOKBACK; j--) {
      const other = blocks[j];
      if (!other || other.kind !== 'text' || !within(other, scope)) break;
      const prices = findPrices(other.text, { country: null });
      // "Up to 10kg – £229" above "10–25kg – £269": bands of one service, named above them all.
      if (prices.length > 0 && isQualifier(cleanName(other.text.slice(0, prices[0]!.start))))
        continue;
      looked++;
      if (prices.length > 0) break;
      const name = nameLike(other);
      if (name) return { name, evidence: NAME_TAGS.has(other.tag) ? 'heading' : 'paired' };
    }
    if (depth > 0) break;
    for (let j = index + 1; j <= Math.min(blocks.length - 1, index + 2); j++) {
      const other = blocks[j];
      if (!other || other.kind !== 'text' || !within(other, scope)) break;
      if (findPrices(other.text, { country: null }).length > 0) break;
      const name = NAME_TAGS.has(other.tag) ? nameLike(other) : '';
      if (name) return { name, evidence: 'paired' };
    }
  }
  return null;
}

function nameLike(block: TextBlock): string {
  const words = block.text.split(/\s+/).length;
  if (words > 12 || block.text.length > 100) return '';
  if (/[.!?]$/.test(block.text) && (words > 5 || !NAME_TAGS.has(block.tag))) return '';
  return cleanName(block.text);
}

function within(block: TextBlock, scope: NonNullable<TextBlock['el']['parent']>): boolean {
  for (let node: TextBlock['el']['parent'] = block.el; node; node = node.parent) {
    if (node === scope) return true;
  }
  return false;
}

// The block's last element holds nothing but the free word: set apart as a price is.
function lastChildIsFree(block: TextBlock): boolean {
  const last = [...block.el.children]
    .reverse()
    .find((node) => node.type !== 'text' || node.data.trim() !== '');
  if (!last || last.type !== 'tag') return false;
  const text = normalizeSpace(textContent(last));
  return text.length < 30 && !/\d/.test(text) && isFreeText(text) && text.split(' ').length <= 3;
}

function textContent(node: TextBlock['el']['children'][number]): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textContent).join('') : '';
}
