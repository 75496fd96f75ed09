import type { Block, TextBlock } from './dom-blocks';
import { cleanName, isQualifier } from './names';
import { findPrices } from './price-parser';
import { continuedService } from './continuation-lines';
import { outlineName } from './outline-names';
import type { Element } from 'domhandler';
import { nameFromSiblingColumn } from './sibling-columns';
import { looksLikeService } from './taxonomy';
import type { Evidence } from './types';

export const NAME_TAGS = new Set([
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
/**
 * A price standing alone ("$89.00" in a dd, "Starting at $250" in a card): its name is the nearest
 * name-like block in the same entry (the price's parent), before it or, as a heading, after it;
 * failing that, the nearest one before it under the grandparent.
 */
export function nameNearby(
  blocks: Block[],
  index: number,
): { name: string; evidence: Evidence; weak?: boolean } | null {
  const self = blocks[index] as TextBlock;
  // A price written straight into its row, beside the row's name box ("<div><div>Name</div>
  // 695 kr</div>"), is a block of the row itself: the row is its entry, not the list around it.
  const holdsOthers = blocks.some(
    (b, j) => j < index && b.kind === 'text' && b.el !== self.el && within(b, self.el),
  );
  const parent = holdsOthers ? self.el : self.el.parent;
  const scopes = [parent, parent?.parent].filter((s): s is NonNullable<typeof s> => Boolean(s));
  const continued = continuedService(blocks, index) ?? outlineName(self.el as Element);
  if (continued) return { name: continued, evidence: 'paired' };
  const entryName = parent ? nameOfEntry(blocks, index, parent) : null;
  if (entryName) return entryName;
  const column = nameFromSiblingColumn(blocks, index);
  if (column === 'unpaired') return null;
  if (column) return { name: column, evidence: 'paired' };
  // "Castration | £110.00 | £270.00 | £310.00": one of a row's prices for columns not read, not
  // the name's price for any pet. Kept (it explains the page's prices) but never published.
  const weak = parent ? bareRow(blocks, index, parent) : false;
  const found = nearbyName(blocks, index, scopes);
  return found && weak ? { ...found, weak } : found;
}

function nearbyName(
  blocks: Block[],
  index: number,
  scopes: NonNullable<TextBlock['el']['parent']>[],
): { name: string; evidence: Evidence } | null {
  const self = blocks[index] as TextBlock;
  const selfPrice = findPrices(self.text, { country: null })[0];
  const qualifies = selfPrice !== undefined && isQualifier(qualifierOf(self.text, selfPrice));
  for (const [depth, scope] of scopes.entries()) {
    for (let j = index - 1, looked = 0; j >= 0 && looked < LOOKBACK; j--) {
      const other = blocks[j];
      if (!other || other.kind !== 'text' || !within(other, scope)) break;
      const prices = findPrices(other.text, { country: null });
      // "Up to 10kg – £229" above "10–25kg – £269": bands of one service, named above them all.
      // "£145.50 — cat" above "£177.00 — dog under 10kg": the same, written price first.
      if (prices.length > 0 && isQualifier(qualifierOf(other.text, prices[0]!))) continue;
      looked++;
      // "Castration £90.50 – £259.75" above "Cat: £90.50", "Dog under 10 kg: £124.25": the range
      // sums up the bands below it, whose service it names.
      const summary =
        prices.length === 1 && prices[0]!.max !== null && prices[0]!.max > prices[0]!.min;
      const named = summary ? cleanName(other.text.slice(0, prices[0]!.start)) : '';
      if (named && qualifies && looksLikeService(named)) return { name: named, evidence: 'paired' };
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

/**
 * A card or grid row holding one price: name, description, price. Its name is its heading, else
 * its first line; the lines between describe it ("Includes pain medication") and name nothing.
 */
function nameOfEntry(
  blocks: Block[],
  index: number,
  entry: NonNullable<TextBlock['el']['parent']>,
): { name: string; evidence: Evidence } | null {
  const inEntry = (j: number) => {
    const other = blocks[j];
    return other?.kind === 'text' && within(other, entry) ? other : null;
  };
  let first = index;
  while (first > 0 && inEntry(first - 1) && index - first < LOOKBACK) first--;
  if (first > 0 && inEntry(first - 1)) return null;
  for (let j = index + 1; inEntry(j); j++)
    if (findPrices(inEntry(j)!.text, { country: null }).length) return null;
  const lines: TextBlock[] = [];
  for (let j = first; j < index; j++) {
    const other = inEntry(j)!;
    if (findPrices(other.text, { country: null }).length) return null;
    if (nameLike(other)) lines.push(other);
  }
  if (lines.length < 2) return null;
  // Two headings (dt, h4, ...) are two entries of a list, not one card: the nearest one names it.
  if (lines.filter((b) => NAME_TAGS.has(b.tag)).length > 1) return null;
  const heading = lines.find((b) => NAME_TAGS.has(b.tag));
  const chosen = heading ?? lines[0]!;
  return { name: nameLike(chosen), evidence: heading ? 'heading' : 'paired' };
}

function bareRow(blocks: Block[], index: number, parent: NonNullable<TextBlock['el']['parent']>) {
  const isBare = (b: Block | undefined) => {
    if (b?.kind !== 'text' || !within(b, parent)) return false;
    const prices = findPrices(b.text, { country: null });
    return (
      prices.length === 1 &&
      b.text.replace(b.text.slice(prices[0]!.start, prices[0]!.end), '').trim() === ''
    );
  };
  const before = blocks[index - 1];
  const named =
    before?.kind === 'text' &&
    within(before, parent) &&
    findPrices(before.text, { country: null }).length === 0;
  return named && isBare(blocks[index]) && isBare(blocks[index + 1]);
}

function nameLike(block: TextBlock): string {
  const words = block.text.split(/\s+/).length;
  if (words > 12 || block.text.length > 100) return '';
  if (/[.!?]$/.test(block.text) && (words > 5 || !NAME_TAGS.has(block.tag))) return '';
  // "Price depends on the size of your pet:": a sentence leading into a list names nothing.
  if (/[:：]$/.test(block.text) && words > 5) return '';
  return cleanName(block.text);
}

export function within(block: TextBlock, scope: NonNullable<TextBlock['el']['parent']>): boolean {
  for (let node: TextBlock['el']['parent'] = block.el; node; node = node.parent) {
    if (node === scope) return true;
  }
  return false;
}

/** The words that qualify a line's price: before it, or after it when the line opens with the price. */
export function qualifierOf(text: string, price: { start: number; end: number }): string {
  const lead = cleanName(text.slice(0, price.start));
  return lead || cleanName(text.slice(price.end).split(/[.;!?]/)[0] ?? '');
}
