import { singleSpecies, standardServiceOf } from '@petvet/shared';
import { nameFromProse } from './names';

/** Whom a price in running text is for (a pet, a dog's weight) and the care plan a fee is of. */

/** "£248 under 10 kg", "£252 from 10 kg up to 25 kg", "£610 for 25 kg and over": a dog's weight band after the price, as "dog ..." words. */
export function weightAfter(after: string): string {
  // "from £320 (under 10 kg)": the weight may stand in brackets.
  const match = after.match(
    /^\s*\(?(?:for\s+(?:dogs?\s+)?(?:of\s+|weighing\s+)?)?((?:under|over|up to|from|between|below|above)?\s*\d+(?:[.,]\d+)?\s*(?:kg|lbs?)?(?:\s*(?:to|up to|-|–|and)\s*\d+(?:[.,]\d+)?)?\s*(?:kg|lbs?)(?:\s+(?:and|or)\s+(?:over|above|more|under|less))?)\)?(?=\s*(?:[,;.]|\band\b|\bor\b|$))/iu,
  );
  return match?.[1] ? `dog ${match[1].trim()}` : '';
}

/** "for a cat", "for a dog under 25 kg", "for a dog 10–25kg", "for a puppy", "pour un chien": the pet a price in running text is for. */
export function petAfter(after: string): string {
  // "£48 (cat) or £72 (dog)", "£53.50 (dogs only)": the pet in brackets straight after a price is that price's.
  const bracketed = after.match(
    /^\s*\((?:for\s+|per\s+)?(?:an?\s+|each\s+)?((?:cats?|kittens?|dogs?|pupp(?:y|ies)|bitch(?:es)?|rabbits?))(?:\s+only)?\)/iu,
  )?.[1];
  if (bracketed) return bracketed;
  const other = after.match(
    /^\s*(?:pour|für|por|para|voor)\s+(?:un|une|le|la|les|ein|eine|einen|el|una|een|de)?\s*([^,;.!?]{2,40}?)(?=\s*(?:[,;.!?]|\bet\b|\bund\b|\by\b|\ben\b|$))/iu,
  )?.[1];
  if (other && singleSpecies(other) && other.split(/\s+/).length <= 8) return other.trim();
  const match = after.match(
    /^\s*(?:for|per)\s+(?:(?:a|an|each|one|your|every)(?!\p{L}))?\s*((?:[\p{L}-]+\s+){0,1}(?:cats?|kittens?|dogs?|pupp(?:y|ies)|bitch(?:es)?)(?:\s+(?:(?:under|over|up to|of|from|weighing)\s+|(?=\d))[^,;.]{1,30}?(?:kg|lbs?)(?:\s+(?:or|and)\s+(?:more|over|above|less|under))?)?)(?=\s*(?:[,;.]|\band\b|$))/iu,
  );
  if (match?.[1]) return match[1].trim();
  // "for dogs of every size": a pet and words about it, up to the clause's end.
  const loose = after.match(/^\s*for\s+([^,;.!?]{2,40}?)(?=\s*(?:[,;.!?]|\band\b|$))/iu)?.[1];
  return loose && singleSpecies(loose) && /^(?:all\s+)?(?:cats?|dogs?|kittens?|pupp)/iu.test(loose)
    ? loose.trim()
    : '';
}

export const MONTHLY = /^\s*(?:(?:a|per|each|every)\s+month|\/\s*(?:month|mo|mth)|monthly)\b/iu;

/** "Healthy Pet Plan: cats £13.50 a month", "Our Pet Care Club is £15.99 a month": the plan named before its fee. */
export function planNamed(before: string): string {
  const name = nameFromProse(
    before.replace(
      /(?:\s*[:–-]|\s+(?:is|costs?|are))?\s*(?:(?:for\s+)?(?:an?\s+)?\p{L}+\s*)?$/u,
      '',
    ),
  );
  return name && standardServiceOf(name) === 'pet-care-plan' ? name : '';
}

/**
 * "cats £13.50", "dogs: £17", "for a puppy it is £78", "for a dog of 25 kg up to 40 kg is £372":
 * the pet, with its weight when given, named right before a price.
 */
export function petBefore(segment: string): string {
  const match = segment.match(
    /(?:^|[\s,;:(])(?:for\s+)?(?:(?:an?|your|each|every|all|any)\s+)?((?:cats?|kittens?|dogs?|pupp(?:y|ies))(?:\s+(?:of|weighing)\s+(?:under|over|up to|from|below|above)?\s*\d+(?:[.,]\d+)?\s*(?:kg|lbs?)?(?:\s*(?:to|up to|-|–)\s*\d+(?:[.,]\d+)?)?\s*(?:kg|lbs?))?)\s*(?:[:–-]|(?:it|this|that|they)?\s*(?:is|are|costs?|will be))?\s*$/iu,
  );
  return match?.[1] ?? '';
}

/** The heading above, when it is a pet care plan's ("Ashcombe Pet Health Club"). */
export function planHeading(headings: string[]): string {
  const heading = headings.at(-1) ?? '';
  return standardServiceOf(heading) === 'pet-care-plan' ? heading : '';
}
