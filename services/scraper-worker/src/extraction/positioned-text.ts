import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/**
 * Text placed run by run at absolute coordinates (a PDF viewer's text layer, as pdf.js draws it:
 * one span per run, `left` / `top` in its style, no table markup; or a PDF converted to HTML, one
 * div per run placed by `left` / `bottom`) holds its rows and columns only in those coordinates. Runs sharing a `top` are a row, runs sharing a `left` a column: the layer
 * is rebuilt as tables of those rows, so a price is read beside its service and under its band.
 */

interface Run {
  left: number;
  top: number;
  text: string;
}

const RUN = 'span[style], div[style]';
// Fewer runs than this are a caption or a badge, not a list laid out by coordinates.
const MIN_RUNS = 8;
// A run of this many words is a sentence (a note, a footer), not a cell.
const SENTENCE_WORDS = 12;

export function positionedTextAsTables($: CheerioAPI): void {
  const layers = new Set<Element>();
  $(RUN).each((_, el) => {
    if (position($(el).attr('style') ?? '') && el.parent?.type === 'tag') layers.add(el.parent);
  });
  for (const layer of layers) {
    const spans = $(layer)
      .children(RUN)
      .toArray()
      .filter((el) => position($(el).attr('style') ?? ''));
    if (spans.length < MIN_RUNS) continue;
    const runs: Run[] = spans.flatMap((el) => {
      const at = position($(el).attr('style') ?? '')!;
      const text = $(el).text().replace(/\s+/g, ' ').trim();
      return text ? [{ ...at, text }] : [];
    });
    const rows = rowsOf(runs);
    // Without rows of two runs or more, the coordinates hold lines, not columns.
    if (rows.filter((r) => r.length > 1).length < 2) continue;
    $(layer)
      .empty()
      .append(htmlOf(rows, columnsOf(rows)));
  }
}

/** A run's place; `bottom` counts upwards, so it is read as a `top` below zero. */
function position(style: string): { left: number; top: number } | null {
  const left = /(?:^|;)\s*left:\s*(-?[\d.]+)(%|px)/i.exec(style);
  const top = /(?:^|;)\s*top:\s*(-?[\d.]+)(%|px)/i.exec(style);
  const bottom = /(?:^|;)\s*bottom:\s*(-?[\d.]+)(%|px)/i.exec(style);
  const vertical = top ?? bottom;
  if (!left || !vertical || left[2] !== vertical[2]) return null;
  return { left: Number(left[1]), top: top ? Number(top[1]) : -Number(bottom![1]) };
}

/** Runs grouped by `top` (within a fifth of the usual line spacing), each row left to right. */
function rowsOf(runs: Run[]): Run[][] {
  const tops = [...new Set(runs.map((r) => r.top))].sort((a, b) => a - b);
  const gaps = tops
    .slice(1)
    .map((t, i) => t - tops[i]!)
    .sort((a, b) => a - b);
  const tolerance = (gaps[Math.floor(gaps.length / 2)] ?? 0) / 5;
  const rows: Run[][] = [];
  for (const run of [...runs].sort((a, b) => a.top - b.top || a.left - b.left)) {
    const row = rows.at(-1);
    if (row && Math.abs(run.top - row[0]!.top) <= tolerance) row.push(run);
    else rows.push([run]);
  }
  return rows.map((r) => r.sort((a, b) => a.left - b.left));
}

/** Column starts: the `left` of runs in rows of several runs, close ones (an indent) as one. */
function columnsOf(rows: Run[][]): number[] {
  const lefts = rows
    .filter((r) => r.length > 1)
    .flat()
    .map((r) => r.left)
    .sort((a, b) => a - b);
  const tolerance = 0.025 * Math.max(...lefts, 1);
  const starts: number[] = [];
  for (const left of lefts)
    if (!starts.length || left - starts.at(-1)! > tolerance) starts.push(left);
  return starts;
}

function columnOf(left: number, starts: number[]): number {
  let col = 0;
  starts.forEach((s, i) => {
    if (left >= s - 0.025 * Math.max(...starts, 1)) col = i;
  });
  return col;
}

/**
 * Rows of several runs, or of one run under a price column ("over 40kg" under "Dog"), become
 * table rows; a lone run in the first column that continues the name above ("(ashes returned in
 * a casket)") joins it, another one heads its section. Sentences
 * (a provider's address, a note) stand as paragraphs after the table, which they do not end, as
 * do lone runs before any table.
 */
function htmlOf(rows: Run[][], starts: number[]): string {
  const out: string[] = [];
  const table: string[][] = [];
  const after: string[] = [];
  for (const row of rows) {
    const text = row.map((r) => r.text).join(' ');
    const sentence = row.some((r) => r.text.split(/\s+/).length >= SENTENCE_WORDS);
    const last = table.at(-1);
    if (sentence || (row.length === 1 && !last)) {
      (last ? after : out).push(`<p>${escape(text)}</p>`);
    } else if (row.length === 1 && columnOf(row[0]!.left, starts) === 0) {
      const name = last!.findIndex(Boolean);
      if (/^[(\p{Ll}]/u.test(text) && last!.filter(Boolean).length > 1)
        last![name] = `${last![name]} ${text}`;
      else table.push([text]);
    } else {
      const cells: string[] = Array.from({ length: starts.length }, () => '');
      for (const run of row) {
        const col = columnOf(run.left, starts);
        cells[col] = cells[col] ? `${cells[col]} ${run.text}` : run.text;
      }
      // A header wrapped onto a second line ("Dog" over "10–24.9kg"): one header row.
      if (last && !priced(cells) && !table.some(priced) && last.length === cells.length)
        cells.forEach((c, i) => (last[i] = [last[i], c].filter(Boolean).join(' ')));
      else table.push(cells);
    }
  }
  if (table.length) out.push(`<table>${table.map(rowHtml(starts.length)).join('')}</table>`);
  return [...out, ...after].join('\n');
}

// A row holding an amount: the rows above it were the table's header.
const priced = (cells: string[]) => cells.slice(1).some((c) => /[£$€¥₹]|\d[.,]\d\d(?!\d)/u.test(c));

function rowHtml(width: number) {
  return (cells: string[]) =>
    cells.length === 1
      ? `<tr><td colspan="${width}">${escape(cells[0]!)}</td></tr>`
      : `<tr>${cells.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
