import type { AnyNode, Element } from 'domhandler';
import { PET_BANDS, bandsIn, singleSpecies, type Bands, type PetBand } from '@petvet/shared';
import { normalizeSpace } from './dom-blocks';

/** A table as a grid of cells, and the price cells that span several of its columns. */

export interface Cell {
  text: string;
  header: boolean;
  /** Spans several rows: names the group of rows (a species, a service), not one row. */
  group: boolean;
  /** The number of columns it spans. */
  span: number;
}

/** Price columns, a cell spanning several of them (colspan) kept once with the columns it covers. */
export function spansOf<T extends { col: number }>(
  used: T[],
  row: Cell[],
): Array<T & { cols: number[] }> {
  const out: Array<T & { cols: number[] }> = [];
  for (const entry of used) {
    const last = out.at(-1);
    if (last && row[last.col] === row[entry.col] && row[entry.col]!.span > 1)
      last.cols.push(entry.col);
    else out.push({ ...entry, cols: [entry.col] });
  }
  for (const entry of out) {
    // The cell's own columns beyond the priced ones (every column of a colspan).
    const cell = row[entry.col]!;
    entry.cols = row.flatMap((c, col) => (c === cell ? [col] : []));
  }
  return out;
}

/**
 * What a cell spanning several columns covers: every pet column or columns whose headers name every
 * band ('any', the price does not vary by pet), or the bands of the columns it spans ("all dogs" across the five dog columns).
 */
export function spanned(
  cols: number[],
  nameCol: number,
  width: number,
  headers: string[],
): { bands?: Bands; label: string; context: { species: string; label: string } | null } {
  const priceCols = Array.from({ length: width }, (_, i) => i).filter((i) => i > nameCol);
  if (priceCols.every((i) => cols.includes(i))) return { bands: 'any', label: '', context: null };
  const covered = cols.map((c) => headers[c] ?? '');
  const bands = covered.map((h) => bandsIn(h));
  const union =
    bands.every((b) => Array.isArray(b)) && bands.length
      ? PET_BANDS.filter((band) => bands.some((b) => (b as PetBand[]).includes(band)))
      : undefined;
  // Spanning the cat and every dog column (beside a details or a notes column): one price for any pet.
  if (union?.length === PET_BANDS.length) return { bands: 'any', label: '', context: null };
  const species = [...new Set(covered.map((h) => singleSpecies(h)))];
  const one = species.length === 1 && species[0] ? species[0] : null;
  return {
    bands: union,
    label: one ? one.toLowerCase() : covered.join(' / '),
    context: one ? { species: one, label: one.toLowerCase() } : null,
  };
}

/** The table as a grid: a cell spanning rows or columns fills every place it covers. */
export function gridOf(trs: Element[]): Cell[][] {
  const carried: Array<{ cell: Cell; rowsLeft: number } | undefined> = [];
  return trs.map((tr) => {
    const row: Cell[] = [];
    const fillCarried = () => {
      for (let c = carried[row.length]; c && c.rowsLeft > 0; c = carried[row.length]) {
        c.rowsLeft--;
        row.push(c.cell);
      }
    };
    for (const child of tr.children) {
      if (child.type !== 'tag') continue;
      const el = child as Element;
      if (el.tagName !== 'td' && el.tagName !== 'th') continue;
      fillCarried();
      const rowSpan = Math.min(Number(el.attribs.rowspan ?? 1) || 1, 50);
      const colSpan = Math.min(Number(el.attribs.colspan ?? 1) || 1, 10);
      const cell = {
        text: normalizeSpace(textOf(el, el.tagName === 'th')),
        header: el.tagName === 'th',
        group: rowSpan > 1,
        span: colSpan,
      };
      for (let i = 0; i < colSpan; i++) {
        if (rowSpan > 1) carried[row.length] = { cell, rowsLeft: rowSpan - 1 };
        row.push(cell);
      }
    }
    fillCarried();
    return row;
  });
}

function textOf(node: AnyNode, header = false): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  const el = node as Element;
  if (el.tagName === 'br') return ' ';
  if (el.tagName === 'script' || el.tagName === 'style') return '';
  // A header that is only an icon ("Small dog, under 10 kg" as its image's text) is named by it.
  if (header && el.tagName === 'img') return ` ${el.attribs.alt ?? el.attribs.title ?? ''} `;
  const inner = el.children.map((child) => textOf(child, header)).join('');
  // A header's "Dog G" with its title "Giant dog, 60 kilograms or more": the title says the band.
  const title = el.attribs.title?.trim();
  if (header && el.tagName === 'abbr' && title && !title.includes(inner.trim()))
    return `${inner} (${title})`;
  return /^(?:p|div|li|span|small)$/.test(el.tagName) ? ` ${inner} ` : inner;
}
