import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Block } from './blocks';
import {
  columnsOf,
  HAS_VALUE,
  isColumnTitles,
  piecesOf,
  placed,
  valuesOf,
  type Piece,
} from './print-sheet-columns';

/**
 * A price sheet printed into a <pre>: dotted leaders ("Consultation ........ £45.00") and columns
 * aligned by spaces under a header line ("           Dog      Cat"). Its rows become a table per
 * section, each value placed under the header column it sits below (one value across several
 * columns spans them); lines of running text stay text. Column positions are characters.
 */
export function printSheetBlocks(pre: Element, headings: string[]): Block[] {
  const lines = rawText(pre).replace(/\r/g, '').split('\n').map(expandTabs);
  const blocks: Block[] = [];
  let section: string[] = [];
  // A lone title over a rule ("SECTION B - BY PET (GBP, inc VAT)") titles the rows after it.
  let title: string | null = null;
  const flush = () => {
    if (section.length === 1 && !/^\s/.test(section[0]!) && piecesOf(section[0]!).length === 1) {
      if (title) blocks.push(textBlock(title.trim(), headings));
      title = section[0]!;
    } else if (section.length) {
      blocks.push(...sectionBlocks(title ? [title, ...section] : section, headings));
      title = null;
    }
    section = [];
  };
  for (const line of lines) {
    const rule = /^\s*[-=_*~#]{5,}\s*$/.test(line);
    // A rule under a line of column titles underlines them: the rows below still belong to them.
    if (rule && section.length && isColumnTitles(section.at(-1)!)) continue;
    if (!line.trim() || rule) flush();
    else section.push(line);
  }
  flush();
  if (title) blocks.push(textBlock(title, headings));
  return blocks;
}

interface Row {
  name: string;
  values: Piece[];
}

const LEADER = /\s*(?:\.\s?){3,}\s*|\s*[·…_]{3,}\s*/u;

function sectionBlocks(lines: string[], headings: string[]): Block[] {
  const header: Piece[][] = [];
  const rows: Row[] = [];
  const prose: string[] = [];
  let title = '';
  let wrapped = '';
  lines.forEach((line, i) => {
    const pieces = piecesOf(line);
    const leader = LEADER.exec(line);
    const next = lines[i + 1];
    if (leader && leader.index > 0 && /\p{L}/u.test(line.slice(0, leader.index))) {
      const start = leader.index + leader[0].length;
      const name = `${wrapped} ${line.slice(0, leader.index)}`.trim();
      rows.push({ name, values: valuesOf(piecesOf(line.slice(start), start)) });
      wrapped = '';
      return;
    }
    // A second line of column titles ("<10kg  10-25kg" under "DOG  DOG"), set in from the left.
    const firstColumn = header[0]?.[1]?.start ?? Infinity;
    if (header.length && rows.length === 0 && pieces[0]!.start >= firstColumn - 2) {
      header.push(pieces);
      return;
    }
    const values = valuesOf(pieces.slice(1));
    if (rows.length === 0 && !header.length && isColumnTitles(line)) {
      header.push(pieces);
      return;
    }
    if (
      pieces.length > 1 &&
      values.some((v) => HAS_VALUE.test(v.text)) &&
      /\p{L}/u.test(pieces[0]!.text)
    ) {
      rows.push({ name: `${wrapped} ${pieces[0]!.text}`.trim(), values });
      wrapped = '';
      return;
    }
    const indented = /^\s/.test(line);
    const nextIsRow =
      next !== undefined && valuesOf(piecesOf(next).slice(1)).some((v) => /\d/.test(v.text));
    if (pieces.length === 1 && indented && nextIsRow && !/^\s*\(/.test(line)) {
      wrapped = `${wrapped} ${pieces[0]!.text}`.trim();
      return;
    }
    // A line of column titles: before any row, several pieces (or a stacked second line).
    if (rows.length === 0 && (pieces.length > 1 || (header.length && pieces[0]!.start > 8))) {
      header.push(pieces);
      return;
    }
    if (rows.length === 0 && pieces.length === 1 && !title && !indented) {
      title = pieces[0]!.text;
      return;
    }
    prose.push(line.trim());
  });
  const blocks: Block[] = [];
  if (rows.length)
    blocks.push({ kind: 'table', el: tableOf(title, header, rows, prose), headings });
  else if (title) prose.unshift(title);
  // Lines that end a sentence end a paragraph: "Out of hours: ..." and "Pet Health Club: ..." are
  // two notes, each read on its own; a sentence wrapped over two lines stays one.
  for (const paragraph of prose.join('\n').split(/(?<=[.!?])\n/))
    blocks.push(textBlock(paragraph.replace(/\n/g, ' '), headings));
  return blocks;
}

function tableOf(title: string, header: Piece[][], rows: Row[], prose: string[]): Element {
  const columns = columnsOf(header);
  const width = Math.max(columns.length, ...rows.map((r) => r.values.length));
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // The title may name the currency of bare amounts ("BY PET (GBP, inc VAT)"): the caption says it.
  let html = `<table><caption>${esc([title, ...prose].join(' ').trim())}</caption>`;
  if (title) html += `<tr><th colspan="${width + 1}">${esc(title)}</th></tr>`;
  if (columns.length)
    html += `<tr><th>${esc(header[0]![0]!.text)}</th>${columns.map((c) => `<th>${esc(c.text)}</th>`).join('')}</tr>`;
  for (const row of rows) {
    html += `<tr><td>${esc(row.name)}</td>`;
    if (!columns.length || row.values.length === columns.length)
      html += row.values.map((v) => `<td>${esc(v.text)}</td>`).join('');
    else html += placed(row.values, columns, esc);
    html += '</tr>';
  }
  return cheerio.load(`${html}</table>`, null, false)('table').get(0)!;
}

function textBlock(text: string, headings: string[]): Block {
  const el = cheerio.load(`<p></p>`, null, false)('p').get(0)!;
  return { kind: 'text', text, el, tag: 'p', headingLevel: 0, headings };
}

function rawText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  const el = node as Element;
  if (el.tagName === 'br') return '\n';
  return el.children.map(rawText).join('');
}

function expandTabs(line: string): string {
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}
