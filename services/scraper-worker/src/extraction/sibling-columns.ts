import type { Block, TextBlock } from './dom-blocks';
import { cleanName, isQualifier } from './names';
import { findPrices } from './price-parser';

type Node = NonNullable<TextBlock['el']['parent']>;
const MAX_UP = 5;

/**
 * Site builders (Wix, Squarespace, block editors) lay a price list out as two sibling columns:
 * one of service names, one of prices, line for line. A price standing alone in such a column is
 * named by the line at the same position in the column before it, only when both columns hold
 * the same number of lines, every line of the price column is a bare price and no name line is.
 * Columns that do not line up name nothing ('unpaired'): a guess would misname every price.
 */
export function nameFromSiblingColumn(blocks: Block[], index: number): string | 'unpaired' | null {
  const self = blocks[index] as TextBlock;
  let column: Node | null = self.el.parent;
  for (let up = 0; column && up < MAX_UP; up++, column = column.parent) {
    const previous = previousElement(column);
    if (!previous) continue;
    const prices = linesWithin(blocks, column);
    const names = linesWithin(blocks, previous);
    if (prices.length === 1 && prices[0] === self) {
      const boxed = nameOfBox(names, self.text);
      if (boxed) return boxed;
    }
    if (prices.length < 2 || names.length < 2) continue;
    // A column of headed cards ("h3 + price" each) names its prices itself.
    if (blocks.some((b) => b.kind === 'text' && b.headingLevel > 0 && within(b.el, column!)))
      return null;
    if (!prices.every((b) => isBarePrice(b.text))) return null;
    if (names.some((b) => findPrices(b.text, { country: null }).length > 0)) return null;
    if (names.length !== prices.length) return 'unpaired';
    const position = prices.indexOf(self);
    const name = position >= 0 ? cleanName(names[position]!.text) : '';
    return name && name.split(/\s+/).length <= 12 ? name : 'unpaired';
  }
  return null;
}

/**
 * One price beside a box of a few lines (Duda, Wix and theme rows): a title, then lines under it
 * ("For dogs 10 kg to under 25 kg", "Appointment length 15 minutes"). The title names the price;
 * a line that names only a pet or a size is its band, in brackets; the others are remarks.
 */
function nameOfBox(lines: TextBlock[], priceText: string): string | null {
  if (lines.length < 2 || lines.length > 4 || !isBarePrice(priceText)) return null;
  if (lines.some((b) => findPrices(b.text, { country: null }).length > 0)) return null;
  const title = cleanName(lines[0]!.text);
  if (!title || title.split(/\s+/).length > 12 || isQualifier(title)) return null;
  const pet = lines.slice(1).find((b) => isQualifier(cleanName(b.text)));
  return pet ? `${title} (${cleanName(pet.text)})` : title;
}

function previousElement(node: Node): Node | null {
  for (let sibling = node.prev; sibling; sibling = sibling.prev)
    if (sibling.type === 'tag') return sibling as Node;
  return null;
}

// Lines of a column, its headings left out (a price column's heading is often blank).
function linesWithin(blocks: Block[], scope: Node): TextBlock[] {
  return blocks.filter(
    (b): b is TextBlock => b.kind === 'text' && b.headingLevel === 0 && within(b.el, scope),
  );
}

function isBarePrice(text: string): boolean {
  const prices = findPrices(text, { country: null });
  if (prices.length !== 1) return false;
  const rest = text.slice(0, prices[0]!.start) + text.slice(prices[0]!.end);
  return rest.trim().split(/\s+/).filter(Boolean).length <= 2;
}

function within(el: TextBlock['el'], scope: Node): boolean {
  for (let node: Node | null = el; node; node = node.parent) if (node === scope) return true;
  return false;
}
