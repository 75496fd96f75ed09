import { bandsIn, PET_BANDS, type PetBand } from '@petvet/shared';
import type { Candidate } from './types';

/** What a table row's price rests on, and a price cell that spans several band rows. */

export interface RowCell {
  text: string;
}

/** The row as the page shows it: its distinct cells, left to right. */
export function rowText(row: RowCell[]): string {
  return [...new Set(row.map((c) => c.text))].filter(Boolean).join(' | ');
}

/**
 * A price cell spanning this row too ("€ 356,–" beside "25–40 kg" and "über 40 kg"): one price
 * for the bands of every row it spans, not a second price. The bands are the union of the rows'
 * band wordings; when a row names no band the price keeps the bands it had.
 */
export function widenToRow(c: Candidate, qualifier: string, row: RowCell[]): void {
  c.sourceText = `${c.sourceText ?? ''} / ${rowText(row)}`.replace(/^ \/ /, '');
  const before = c.bands ?? bandsIn(c.name);
  const added = bandsIn(qualifier);
  if (!Array.isArray(before) || !Array.isArray(added)) return;
  const union = PET_BANDS.filter((b: PetBand) => before.includes(b) || added.includes(b));
  // A cell spanning the rows of every pet, cat and each dog size, is one price for any pet.
  c.bands = union.length === PET_BANDS.length ? 'any' : union;
  c.name = c.name.replace(/\)$/, `, ${qualifier})`);
  c.bandSource = [c.bandSource, qualifier].filter(Boolean).join('; ');
}

/** The words that gave the price its bands: the column header, else the row's own wording. */
export function bandSourceOf(c: Candidate, header: string, qualifier: string): string | null {
  if (c.bands && header) return header;
  for (const text of [qualifier, c.name]) if (text && bandsIn(text) !== null) return text;
  return null;
}
