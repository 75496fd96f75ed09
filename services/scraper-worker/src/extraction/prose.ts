import { candidate, speciesFromHeadings, type PageContext } from './context';
import { nameFromProse } from './names';
import { isNonServiceLine, isNonServiceMoney } from './noise';
import { findPrices } from './price-parser';
import { singleSpecies } from './species';
import type { Candidate } from './types';

const ABBREVIATION =
  /(?<![\p{L}])(?:dr|mr|mrs|ms|st|no|nr|approx|inc|incl|inkl|zzgl|ggf|evtl|bzw|tel|e\.g|i\.e|z\.b|u\.a|etc|ca|vs|co|ltd|max|min|env|p\.ex|approx|aprox|excl|exkl|pág|sr|sra|dott|ecc)\.$/iu;

/** Sentences of running text; a decimal point or "Dr." does not end one. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const boundary = /(?:[.!?。！？]|;)\s+(?=[\p{Lu}\d"“„«(¡¿])|[。！？]/gu;
  for (const m of text.matchAll(boundary)) {
    const end = m.index + m[0].length;
    const piece = text.slice(start, m.index + 1);
    if (ABBREVIATION.test(piece.trimEnd())) continue;
    // Dot leaders ("Consulta general ...... 35 €") lead the eye to the price; they end nothing.
    if (/\.{2,}$/.test(piece)) continue;
    out.push(piece.trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** Prices written into sentences: "Cat spays are €130 and cat neuters are €95." */
export function readProse(text: string, headings: string[], page: PageContext): Candidate[] {
  const found: Candidate[] = [];
  const context = speciesFromHeadings(headings);
  for (const sentence of sentences(text)) {
    if (isNonServiceLine(sentence)) continue;
    const prices = findPrices(sentence, page.currency);
    let previousEnd = 0;
    for (const price of prices) {
      let segment = sentence.slice(previousEnd, price.start);
      // "£45 for a consultation and £25 for ...": the for-clause belongs to the price before.
      if (previousEnd > 0)
        segment = segment.replace(
          /^\s*(?:for|für|pour|por|voor)\b[^,;]*?(?:\band\b|\bund\b|\bet\b|\by\b|,|;)/iu,
          '',
        );
      previousEnd = price.end;
      if (price.min === 0 || isNonServiceMoney(sentence, price.start, price.end)) continue;
      const name = nameFromProse(segment) || nameAfter(sentence.slice(price.end));
      if (!name) continue;
      const segmentSpecies = singleSpecies(segment);
      const speciesContext = segmentSpecies
        ? { species: segmentSpecies, label: segmentSpecies.toLowerCase() }
        : context;
      found.push(candidate(name, price, 'prose', speciesContext, [], headings.at(-1)));
    }
  }
  return found;
}

/** "We charge £45 for a consultation": the service follows the price. */
function nameAfter(rest: string): string {
  const match = rest.match(
    /^\s*(?:for|für|pour|por|per|voor)\s+(?:a|an|the|each|ein|eine|une?|la|le|el|una?|een|de)?\s*([^,.;:!?()]{3,60})/iu,
  );
  if (!match?.[1]) return '';
  return nameFromProse(match[1].split(/\s+(?:and|und|et|y|e|en)\s+/)[0] ?? '');
}
