import { bandsIn, type PetBand } from '@petvet/shared';
import { isQualifier } from './names';

/**
 * A long-form table (Service | Pet | Price, one row per service and pet) names the pet in a
 * cell of its own, not in the service's name. That cell is the price's band: its text, to add
 * to the name ("Booster (Dog under 10kg)"); the name stays as it is when the row has none.
 */
export function withPetCell(
  own: string,
  row: { text: string }[],
  nameCol: number,
  priced: { col: number }[],
): string {
  const pet = petCellOf(own, row, nameCol, priced);
  return pet ? `${own} (${pet})` : own;
}

/**
 * The bands of the row's pet cell ("Dog <10 kg"): they hold even when the service's name speaks
 * of two pets ("Bitch spay / cat spay"). Null when the row has no pet cell naming bands.
 */
export function petCellBands(
  own: string,
  row: { text: string }[],
  nameCol: number,
  priced: { col: number }[],
): PetBand[] | null {
  const bands = bandsIn(petCellOf(own, row, nameCol, priced) ?? '');
  return Array.isArray(bands) ? bands : null;
}

function petCellOf(
  own: string,
  row: { text: string }[],
  nameCol: number,
  priced: { col: number }[],
): string | null {
  // A row whose own name is already a pet or a size has no separate pet cell to read.
  if (isQualifier(own)) return null;
  for (let col = nameCol + 1; col < row.length; col++) {
    const text = row[col]!.text.trim();
    if (!text || priced.some((x) => x.col === col) || text === row[nameCol]!.text) continue;
    if (isQualifier(text) && Array.isArray(bandsIn(text))) return text;
    // "All pets", "All sizes": the same price for every pet.
    if (bandsIn(text) === 'any' && text.split(/\s+/).length <= 3) return text;
  }
  return null;
}
