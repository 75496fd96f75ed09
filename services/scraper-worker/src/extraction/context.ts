import type { Legend } from './band-legend';
import type { CurrencyContext } from './currencies';
import { bandsIn, singleSpecies } from '@petvet/shared';
import type { Candidate, Evidence, PriceMatch } from './types';

/** What every reader needs to know about the page. */
export interface PageContext {
  currency: CurrencyContext;
  /** The band codes the page's legend defines ("S = dog up to 10 kg"), for lines priced by code. */
  legend?: Legend;
}

/** The species the nearest heading names ("Dogs", "Katze", "犬"), innermost first. */
export function speciesFromHeadings(headings: string[]): { species: string; label: string } | null {
  for (let i = headings.length - 1; i >= 0; i--) {
    const heading = headings[i]!;
    // "Dogs 10 kg to under 25 kg": a weight band heading keeps its words, the band is in them.
    const weight = /\d\s*(?:kg|lbs?)\b/iu.test(heading);
    const words = heading.split(/\s+/).length;
    if (words > (weight ? 8 : 5)) continue;
    const species = singleSpecies(heading);
    if (species) return { species, label: words <= 3 || weight ? heading : species.toLowerCase() };
    // "Cats and dogs under 10 kg": pets of two species by weight; the bands are in its words.
    const bands = weight ? bandsIn(heading) : null;
    if (Array.isArray(bands) && bands.length) return { species: 'Mixed', label: heading };
  }
  return null;
}

/**
 * A candidate with its species: named in the service itself, or else taken from the context
 * (a heading, a column) and added to the name in parentheses so per-species rows stay distinct.
 */
export function candidate(
  name: string,
  price: Pick<PriceMatch, 'min' | 'max' | 'currency'>,
  evidence: Evidence,
  context: { species: string; label: string } | null,
  notes: string[] = [],
  section?: string,
): Candidate {
  const own = singleSpecies(name);
  const species = own ?? context?.species ?? null;
  const withSpecies = !own && context ? `${name} (${context.label})` : name;
  return {
    name: withSpecies,
    species,
    priceMin: price.min,
    priceMax: price.max,
    currency: price.currency,
    evidence,
    notes: notes.filter(Boolean),
    section,
  };
}

/** A short remark after a price ("per tooth", "(selon le poids)", "+ VAT") worth keeping. */
export function noteFrom(text: string): string {
  // A new sentence after the price is a description, not a remark on the price.
  if (/^\s*[.!?。]/.test(text)) return '';
  const note = text
    .trim()
    .replace(/^[\s,;:–—-]+/, '')
    .replace(/[\s.,;:]+$/, '')
    .trim();
  if (!note || note.length > 80 || note.split(/\s+/).length > 10) return '';
  return /\p{L}/u.test(note) ? note : '';
}
