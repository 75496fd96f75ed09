import { PET_BANDS } from '@petvet/shared';
import type { Candidate } from './types';

/**
 * A row that repeats one price under three or more pet columns which together cover every pet
 * ("Microchip £22 | £22 | £22" under "Cats & small dogs", "Dogs 10–40 kg", "Dogs 40 kg+"): the
 * price does not vary by pet, so it is one price for any pet, not one per band. Two columns
 * ("Cat | Dog") are a split by species and stay apart.
 */
export function collapseUniformRow(found: Candidate[], from: number, name: string): void {
  const row = found.slice(from);
  if (row.length < 3) return;
  const [first] = row;
  if (!first || row.some((c) => c.surgery !== first.surgery)) return;
  const same = row.every(
    (c) =>
      c.priceMin === first.priceMin &&
      c.priceMax === first.priceMax &&
      c.currency === first.currency &&
      Array.isArray(c.bands),
  );
  if (!same) return;
  const covered = new Set(row.flatMap((c) => (Array.isArray(c.bands) ? c.bands : [])));
  if (!PET_BANDS.every((b) => covered.has(b))) return;
  first.name = name;
  first.bands = 'any';
  first.species = null;
  first.bandSource = 'the same price under every pet column';
  found.splice(from + 1);
}
