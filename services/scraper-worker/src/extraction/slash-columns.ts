import { singleSpecies } from '@petvet/shared';
import type { Cell } from './table-grid';

/**
 * A column whose header names two pets with a slash ("Price (cat / dog)") and whose cells read
 * "£cat / £dog" is two columns, one per pet. "– / £40" has no cat price; a cell with one price
 * is the same for both pets, so it spans both columns as a colspan would.
 */
export function splitSlashColumns(rows: Cell[][]): Cell[][] {
  const headerRow = rows.find((row) => row.length > 1 && row.every((c) => c.header));
  if (!headerRow) return rows;
  const col = headerRow.findIndex((c) => petsOf(c.text) !== null);
  if (col < 0 || headerRow.filter((c) => c === headerRow[col]).length > 1) return rows;
  const pets = petsOf(headerRow[col]!.text)!;
  return rows.map((row) => {
    const cell = row[col];
    if (!cell || row.filter((c) => c === cell).length > 1) return row;
    const parts = row === headerRow ? pets : cell.text.split(/\s+\/\s+/);
    const split: Cell[] =
      parts.length === 2
        ? parts.map((text) => ({ ...cell, text, span: 1 }))
        : Array(2).fill({ ...cell, span: 2 });
    return [...row.slice(0, col), ...split, ...row.slice(col + 1)];
  });
}

/** The two pets a header names with a slash, in its order ("Price (cat / dog)"), else null. */
function petsOf(header: string): [string, string] | null {
  const m = /(\p{L}+)\s*\/\s*(\p{L}+)\s*\)?\s*$/u.exec(header);
  if (!m) return null;
  const [a, b] = [singleSpecies(m[1]!), singleSpecies(m[2]!)];
  return a && b && a !== b ? [m[1]!, m[2]!] : null;
}
