import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Block } from './blocks';

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
  const flush = () => {
    if (section.length) blocks.push(...sectionBlocks(section, headings));
    section = [];
  };
  for (const line of lines) {
    if (!line.trim() || /^\s*[-=_*~#]{5,}\s*$/.test(line)) flush();
    else section.push(line);
  }
  flush();
  return blocks;
}

interface Piece {
  text: string;
  start: number;
  end: number;
}

interface Row {
  name: string;
  values: Piece[];
}

const LEADER = /\s*(?:\.\s?){3,}\s*|\s*[·…_]{3,}\s*/u;
const HAS_VALUE = /\d|^[—–-]$|^n\/?a$/iu;

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
  if (prose.length) blocks.push(textBlock(prose.join(' '), headings));
  return blocks;
}

/** Runs of text set apart by two or more spaces, with their character positions. */
function piecesOf(line: string, offset = 0): Piece[] {
  const out: Piece[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g))
    out.push({ text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  return out;
}

// "from   £950.00": a word with no figure belongs to the amount after it.
function valuesOf(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const next = pieces[i + 1];
    if (!HAS_VALUE.test(p.text) && next && /\d/.test(next.text) && p.text.split(' ').length <= 2) {
      out.push({ text: `${p.text} ${next.text}`, start: p.start, end: next.end });
      i++;
    } else out.push(p);
  }
  return out;
}

function tableOf(title: string, header: Piece[][], rows: Row[], prose: string[]): Element {
  const columns = columnsOf(header);
  const width = Math.max(columns.length, ...rows.map((r) => r.values.length));
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  let html = `<table><caption>${esc(prose.join(' '))}</caption>`;
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

// The header's columns: the pieces after the first line's first one, stacked lines merged in.
function columnsOf(header: Piece[][]): Piece[] {
  const [first, ...rest] = header;
  if (!first || first.length < 2) return [];
  const columns = first.slice(1).map((p) => ({ ...p }));
  for (const line of rest)
    for (const p of line) {
      const column = nearest(columns, p);
      if (column) {
        column.text = `${column.text} ${p.text}`;
        column.start = Math.min(column.start, p.start);
        column.end = Math.max(column.end, p.end);
      }
    }
  return columns;
}

function nearest(columns: Piece[], p: Piece): Piece | undefined {
  const centre = (x: Piece) => (x.start + x.end) / 2;
  return [...columns].sort(
    (a, b) => Math.abs(centre(a) - centre(p)) - Math.abs(centre(b) - centre(p)),
  )[0];
}

// Values fewer than the columns: each under the column it overlaps; across several, it spans them.
function placed(values: Piece[], columns: Piece[], esc: (s: string) => string): string {
  const cells: string[] = [];
  let col = 0;
  for (const v of values) {
    const over = columns
      .map((c, i) => ({ i, overlap: Math.min(c.end, v.end) - Math.max(c.start, v.start) }))
      .filter((x) => x.overlap > 0 && x.i >= col);
    const first = over[0]?.i ?? columns.indexOf(nearest(columns, v)!);
    const last = over.at(-1)?.i ?? first;
    if (first < col) return '';
    for (; col < first; col++) cells.push('<td></td>');
    const span = last - first + 1;
    cells.push(`<td${span > 1 ? ` colspan="${span}"` : ''}>${esc(v.text)}</td>`);
    col = last + 1;
  }
  return cells.join('');
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
