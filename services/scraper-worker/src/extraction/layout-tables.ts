import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { INLINE_TAGS } from './blocks';

/**
 * Whether a <table> holds data (rows of a price list) or only lays the page out. A table holding
 * other tables is layout; so is a one-column table whose cells hold headings (an email's text block:
 * a heading and lines of prices in one cell); so is a one-row table whose cell holds a column of
 * price lines ("Consultation £44<br>Microchip £16<br>…"), the columns a site builder (Weebly's
 * multicol, old hand-made sites) sets side by side. Their lines are read as text.
 */
export function isDataTable($: CheerioAPI, el: Element): boolean {
  if ($(el).find('table').length) return false;
  const rows = $(el).find('tr').toArray();
  const oneColumn = rows.every((tr) => $(tr).children('td, th').length <= 1);
  if (oneColumn && $(el).find('td h1, td h2, td h3, td h4, td h5, td h6').length > 0) return false;
  if (rows.length !== 1) return true;
  const cells = $(rows[0]).children('td, th').toArray();
  return !cells.some((cell) => cellLines(cell).filter(isPriceLine).length >= MIN_PRICE_LINES);
}

// Fewer lines than this in one cell may be a cell's stacked values ("£44<br>£50"), not a list.
const MIN_PRICE_LINES = 3;
// A line with a name and a price on it: "Nurse consult £18", "Dental from £240".
const PRICE_LINE = /\p{L}{3}[^]*?(?:[£$€¥₹₩₺₪₱฿]\s?\d|\d\s?(?:€|kr|zł|Kč|Ft|lei|TL|円|원))/u;
const isPriceLine = (line: string) => PRICE_LINE.test(line);

/** The cell's text split at line breaks and block elements. */
function cellLines(cell: Element): string[] {
  const lines: string[] = [''];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') lines[lines.length - 1] += node.data;
    if (node.type !== 'tag') return;
    const el = node as Element;
    const inline = INLINE_TAGS.has(el.tagName.toLowerCase());
    if (!inline) lines.push('');
    for (const child of el.children) walk(child);
    if (!inline) lines.push('');
  };
  for (const child of cell.children) walk(child);
  return lines.map((l) => l.trim()).filter(Boolean);
}
