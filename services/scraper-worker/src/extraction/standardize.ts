import {
  DOG_BANDS,
  type PetBand,
  type PriceBand,
  type StandardServiceId,
  bandsIn,
  standardServiceOf,
} from '@petvet/shared';
import type { Candidate } from './types';

export interface Standardized {
  standardService: StandardServiceId | null;
  bands: PriceBand[];
}

/**
 * A price's place on the standard list: its service, and one band per pet band it covers. A
 * price for a combined band ("Cat & small dog", "Dog 10-40 kg", "Dogs - all sizes") is one price
 * per band; a price with no pet, or the same for every pet, is one price for 'any'. A service
 * outside the list keeps one price: a band only when the page names exactly one.
 */
export function standardize(c: Candidate): Standardized {
  const standardService = standardServiceOf(c.name, c.section);
  const bands = c.bands ?? bandsIn(c.name) ?? speciesBands(c.species);
  if (bands === 'any' || bands.length === 0) return { standardService, bands: ['any'] };
  if (standardService === null)
    return { standardService, bands: [bands.length === 1 ? bands[0]! : 'any'] };
  return { standardService, bands };
}

function speciesBands(species: string | null): PetBand[] | 'any' {
  if (species === 'Cat') return ['cat'];
  if (species === 'Dog') return [...DOG_BANDS];
  return 'any';
}
