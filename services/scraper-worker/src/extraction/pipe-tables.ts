import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/**
 * A table written in markdown and published unrendered ("| Service | Cat | Dog <10kg |" one
 * paragraph a row, "|---|---|" under the header) holds its columns only in the pipes. Three or more
 * such paragraphs in a row are rebuilt as a table, so each price is read under its column's band.
 */

const ROW = /^\|(.+)\|$/;
const RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/;
const MIN_ROWS = 3;

export function pipeParagraphsAsTables($: CheerioAPI): void {
  const runs: Element[][] = [];
  let run: Element[] = [];
  $('p').each((_, el) => {
    const text = $(el).text().trim();
    const continues = run.length > 0 && nextElement(run.at(-1)!) === el;
    if (!ROW.test(text)) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    if (!continues && run.length) {
      runs.push(run);
      run = [];
    }
    run.push(el);
  });
  if (run.length) runs.push(run);
  for (const rows of runs) {
    const lines = rows.map((el) => $(el).text().trim());
    const cells = lines.filter((line) => !RULE.test(line)).map(cellsOf);
    if (cells.length < MIN_ROWS || new Set(cells.map((c) => c.length)).size > 1) continue;
    // The rule under the first row ("|---|---|") makes it the header, as markdown reads it.
    const header = lines.length > 1 && RULE.test(lines[1] ?? '') ? cells.shift() : undefined;
    const escape = (text: string) => $('<i>').text(text).html() ?? '';
    const head = header
      ? `<thead><tr>${header.map((c) => `<th>${escape(c)}</th>`).join('')}</tr></thead>`
      : '';
    const body = cells
      .map((row) => `<tr>${row.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`)
      .join('');
    $(rows[0]!).replaceWith(`<table>${head}<tbody>${body}</tbody></table>`);
    for (const el of rows.slice(1)) $(el).remove();
  }
}

function cellsOf(line: string): string[] {
  return line
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function nextElement(el: Element): Element | null {
  for (let node = el.next; node; node = node.next) {
    if (node.type === 'tag') return node as Element;
    if (node.type === 'text' && node.data.trim()) return null;
  }
  return null;
}
