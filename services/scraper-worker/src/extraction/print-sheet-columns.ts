/**
 * Columns of a sheet printed into a <pre>: pieces of a line set apart by two or more spaces, the
 * column titles above the rows, and where each amount of a row sits under them.
 */

// A value cell: a figure, or a dash, "n/a" or "POA" standing for no price.
export const HAS_VALUE = /\d|^[—–-]{1,3}$|^n\/?a$|^poa$/iu;

// "Procedure   Cat   Dog <10kg   Dog 10-25kg": three or more pieces, each after the first with a
// word in it ("GBP 45.00" is an amount, not a title).
export function isColumnTitles(line: string): boolean {
  const pieces = piecesOf(line);
  return (
    pieces.length >= 3 &&
    pieces.slice(1).every((p) => /\p{L}/u.test(p.text.replace(/\b[A-Z]{3}\s?\d/g, '')))
  );
}

export interface Piece {
  text: string;
  start: number;
  end: number;
}

/** Runs of text set apart by two or more spaces, with their character positions. */
export function piecesOf(line: string, offset = 0): Piece[] {
  const out: Piece[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g))
    out.push({ text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  return out;
}

// "from   £950.00": a word with no figure belongs to the amount after it.
export function valuesOf(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const next = pieces[i + 1];
    if (
      !HAS_VALUE.test(p.text) &&
      /\p{L}/u.test(p.text) &&
      next &&
      /\d/.test(next.text) &&
      p.text.split(' ').length <= 2
    ) {
      out.push({ text: `${p.text} ${next.text}`, start: p.start, end: next.end });
      i++;
    } else out.push(p);
  }
  return out;
}

// The header's columns: the pieces after the first line's first one, stacked lines merged in.
export function columnsOf(header: Piece[][]): Piece[] {
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
export function placed(values: Piece[], columns: Piece[], esc: (s: string) => string): string {
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
