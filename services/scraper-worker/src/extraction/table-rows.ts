import { bandsIn, PET_BANDS, type PetBand } from '@petvet/shared';
import { cleanName, isQualifier } from './names';
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
 * A service named only on its first row ("Castration | Cat | £96.50", then " | Dog <10 kg |
 * £194.00"): a row whose first cell is empty and whose second names a pet or size is the same
 * service's, as if the name's cell spanned it. Only under a row of that shape: a blank cell under
 * anything else stays blank.
 */
export function carryServiceDown<T extends RowCell>(rows: T[][]): T[][] {
  let above: string | null = null;
  return rows.map((row) => {
    const [first, second] = row;
    const petBeside = row.length >= 3 && isQualifier(cleanName(second?.text ?? ''));
    if (!first || !petBeside) {
      above = null;
      return row;
    }
    if (first.text.trim()) {
      above = first.text;
      return row;
    }
    return above ? [{ ...first, text: above }, ...row.slice(1)] : row;
  });
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

// A service printed as a Net row, a VAT row and a Total row: only the total is what the owner pays.
const TAX = String.raw`(?:vat|tax|gst|hst|iva|tva|mwst|btw|moms)`;
const PART_ROW = new RegExp(
  String.raw`^(?:net+|sub-?\s?total|(?:price\s+)?(?:ex|exc|excl|excluding|before|plus|\+)\.?\s*${TAX}|${TAX}\s*(?:(?:@|at)?\s*\d+(?:[.,]\d+)?\s*%|\(\d+(?:[.,]\d+)?\s*%\))?)$`,
  'i',
);
const TOTAL_ROW = new RegExp(
  String.raw`^(?:total|gross|you pay|price to pay|(?:total\s*\(?)?(?:inc|incl|including)\.?\s*${TAX}\)?)$`,
  'i',
);

/** 'part' for a Net or VAT row of a stacked service, 'total' for its Total row, else null. */
export function taxRowPart(label: string): 'part' | 'total' | null {
  const text = label.trim().replace(/[:.]$/, '');
  if (PART_ROW.test(text)) return 'part';
  return TOTAL_ROW.test(text) ? 'total' : null;
}
