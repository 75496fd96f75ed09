import { candidate, speciesFromHeadings, type PageContext } from './context';
import { cleanName, nameFromProse } from './names';
import { isMonthlyFee, isNonServiceLine, isNonServiceMoney } from './noise';
import { findPrices } from './price-parser';
import { singleSpecies, withoutSpecies } from '@petvet/shared';
import { looksLikeService } from './taxonomy';
import type { Candidate } from './types';
import { MONTHLY, petAfter, petBefore, planHeading, planNamed, weightAfter } from './prose-pets';

export { weightAfter } from './prose-pets';

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
  const all = sentences(text);
  for (const [index, sentence] of all.entries()) {
    if (isNonServiceLine(sentence)) continue;
    // "... £892.50 for a dog over 60kg. These are starting prices": the sentence's prices are "from".
    const startingPrices = STARTING_PRICES.test(all[index + 1] ?? '');
    const prices = findPrices(sentence, page.currency);
    const plan = planHeading(headings) || planNamed(sentence.slice(0, prices[0]?.start ?? 0));
    let previousEnd = 0;
    let previousName = '';
    for (const price of prices) {
      let segment = sentence.slice(previousEnd, price.start);
      // "£45 for a consultation and £25 for ...": the for-clause belongs to the price before.
      if (previousEnd > 0)
        segment = segment.replace(
          /^\s*(?:for|für|pour|por|voor)\b[^,;]*?(?:\band\b|\bund\b|\bet\b|\by\b|,|;)/iu,
          '',
        );
      const gap = sentence.slice(previousEnd, price.start);
      previousEnd = price.end;
      // "£16.75 a month for cats" under a care plan's heading: the plan's monthly price, per pet
      // (a plan's one monthly figure on a page is as often a teaser as its price: not read).
      // A footnote mark after the price ("£11.50* a month") is no word after it.
      const rest = sentence.slice(price.end).replace(/^[*†‡§¶⁰¹²³⁴⁵⁶⁷⁸⁹]+/u, '');
      const monthlyAfter = rest.replace(MONTHLY, '');
      const planFee =
        plan !== '' &&
        isMonthlyFee(sentence, price.start, price.end) &&
        (petAfter(monthlyAfter) !== '' ||
          petBefore(segment) !== '' ||
          EVERY_PET.test(monthlyAfter.split(/[;.,]/)[0] ?? ''));
      // "£0 for a post-op check" prices the check at nothing; a zero naming no service is no price.
      const freeService = price.min === 0 && looksLikeService(nameAfter(sentence.slice(price.end)));
      if (
        (price.min === 0 && !freeService) ||
        (isNonServiceMoney(sentence, price.start, price.end) && !planFee)
      )
        continue;
      const after = planFee ? rest.replace(MONTHLY, '') : rest;
      // "from £175 to £265 depending on size: £175 for a cat, ...": the summary of the prices after it.
      const later = prices.length - 1 - prices.indexOf(price);
      if (price.max !== null && later >= 2 && SUMMARY_AFTER.test(after)) {
        previousName = nameFromProse(segment) || previousName;
        continue;
      }
      const said = planFee ? plan : nameFromProse(withoutExamples(segment));
      // "Comptez 45 € pour une consultation": the words before name no service, those after do.
      // "Emergencies outside our hours are seen by X: £149 for an evening consultation": a long
      // clause before the price is the setting, the for-clause after it names the service.
      const forClause = nameAfter(after);
      const setting =
        said.split(/\s+/).length > 6 &&
        looksLikeService(forClause) &&
        !/(?<!\p{L})(?:cats?|dogs?|kittens?|pupp(?:y|ies)|pets?|animals?)(?!\p{L})/iu.test(
          after.split(/[.;–—]/)[0] ?? '',
        );
      const named = looksLikeService(said) && !setting ? '' : forClause;
      const own = named && looksLikeService(named) ? named : possessive(said, previousName);
      // "£175 for a cat, £210 for a dog under 25 kg", "£248 under 10 kg": the sentence's service, per pet.
      const pet = petAfter(after) || weightAfter(after) || petBefore(segment);
      const fallback = previousName || (pet ? serviceHeading(headings) : '');
      const forPet = fallback || own ? pet : '';
      // "... costs £185 between 6pm and midnight, and £235 between midnight and 8am": the same service.
      const continues = previousName && !looksLikeService(own) && CONTINUATION.test(gap);
      const base = forPet ? (own && looksLikeService(own) ? own : fallback) : '';
      const name = forPet
        ? `${withoutSpecies(base) || base} (${forPet})`
        : continues
          ? sameServiceAgain(previousName, gap)
          : own || nameAfter(after) || answerTo(segment, headings);
      if (!name) continue;
      previousName = forPet ? base : name;
      const segmentSpecies = forPet ? singleSpecies(forPet) : singleSpecies(segment);
      const speciesContext = segmentSpecies
        ? { species: segmentSpecies, label: segmentSpecies.toLowerCase() }
        : context;
      const read = candidate(name, price, 'prose', speciesContext, [], headings.at(-1));
      read.sourceText = sentence;
      if (startingPrices) read.priceMax = null;
      // The words that gave the pet band, for the practice to see ("for all dogs", "under 10 kg").
      if (forPet) read.bandSource = forPet;
      // "whatever the size of your pet", "cats and dogs alike": one price for every pet.
      if (EVERY_PET.test(after.split(/[;.]/)[0] ?? '')) read.bands = 'any';
      // "pour une chatte de moins de 4 kg": a cat's weight names no dog band.
      else if (segmentSpecies === 'Cat') read.bands = ['cat'];
      found.push(read);
    }
  }
  return found;
}

const SUMMARY_AFTER =
  /^\s*,?\s*(?:depending on|according to|based on|varying with|by)\s+(?:the\s+|your\s+)?(?:pet's\s+)?(?:size|weight|species)/iu;
// Between two prices of one service: a condition and a joining word, no other service.
const CONTINUATION = /(?:,|;|\band\b|\bor\b|\bwhile\b)\s*(?:\p{L}+\s+){0,3}$/iu;

// "appointments for things like weight checks, suture removal and nail care advice": examples of
// what the service covers, not the service.
const EXAMPLES =
  /\s*(?:,\s*)?\b(?:for things like|things like|such as|for example|e\.g\.|like)\b.*$/iu;

function withoutExamples(segment: string): string {
  const cut = segment.replace(EXAMPLES, '');
  return cut !== segment && looksLikeService(cleanName(cut)) ? cut : segment;
}

const EVERY_PET =
  /whatever the size of (?:your|the) pet|every pet|all pets|any pet|cats and dogs alike|dogs and cats alike|chiens et chats|chats et chiens/iu;

/** "a puppy's costs £84" after "A kitten's primary course costs £79": the same service for the puppy. */
function possessive(name: string, previous: string): string {
  const pet = name.match(/^(\p{L}+)['’]s$/u)?.[1];
  if (!pet || !previous || !singleSpecies(pet)) return name;
  const bare = withoutSpecies(previous).replace(/^['’]s\s+/u, '');
  return bare
    ? `${bare.charAt(0).toLocaleUpperCase()}${bare.slice(1)} (${pet.toLowerCase()})`
    : name;
}

/** The question or heading above a FAQ answer, when it names a service ("Combien coûte une euthanasie ?"). */
function serviceHeading(headings: string[]): string {
  const heading = headings.at(-1) ?? '';
  const name = nameFromProse(heading.replace(/[?？]\s*$/, ''));
  return name && looksLikeService(name) ? name : '';
}

// "These are starting prices", "All prices are from prices": the sentence before gave minimums.
const STARTING_PRICES =
  /^(?:these|those|the above|all of these|all)\s+(?:prices\s+|fees\s+)?are\s+(?:starting|minimum|from)\s+(?:prices|fees)\b/iu;

/** "It is £216.50." under "What is the charge for an echocardiogram?": the question names the service. */
function answerTo(segment: string, headings: string[]): string {
  return BARE_ANSWER.test(segment) ? serviceHeading(headings) : '';
}

/** "It is", "The fee is": an answer's words before its price, naming nothing themselves. */
export const BARE_ANSWER =
  /^\s*(?:it|this|that|the\s+(?:fee|charge|cost|price))\s*(?:is|['’]s|costs?|will be)\s*(?:just|only)?\s*$/iu;

/** The service named again for its next price, with the species the words between name, if any. */
function sameServiceAgain(previous: string, gap: string): string {
  const species = singleSpecies(gap);
  if (!species) return previous;
  return `${withoutSpecies(previous) || previous} (${species.toLowerCase()})`;
}

/** "We charge £45 for a consultation": the service follows the price. */
function nameAfter(rest: string): string {
  const match = rest.match(
    /^\s*(?:for|für|pour|por|per|voor)\s+(?:(?:an|a|the|each|ein|eine|une?|la|le|el|una?|een|de)\s+)?([^,.;:!?()]{3,60})/iu,
  );
  if (!match?.[1]) return '';
  return nameFromProse(match[1].split(/\s+(?:and|und|et|y|e|en)\s+/)[0] ?? '');
}
