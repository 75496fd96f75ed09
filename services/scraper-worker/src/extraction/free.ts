import { candidate, speciesFromHeadings } from './context';
import { cleanName } from './names';
import { looksLikeService } from './taxonomy';
import type { Candidate } from './types';

const FREE_WORD =
  /(?<!\p{L})(?:free(?: of charge)?|no charge|complimentary|gratuit(?:e|s)?|gratis|grátis|kostenlos|kostenfrei|umsonst|gratuito|gratuita|sin coste|sin cargo|kostnadsfri(?:tt)?|avgiftsfri(?:tt)?|bezpłatn(?:a|e|y|ie)|darmowa|darmowy|無料|ücretsiz|ingyenes|ilmainen|maksuton|δωρεάν|חינם|무료|免費|免费|percuma|besplatn\p{L}*|bezplatn\p{L}*|zdarma|fără plată|sin costo|brezplačn\p{L}*|nemokam\p{L}*|tasuta|ókeypis|gratuitamente|miễn phí|ฟรี)(?!\p{L})/iu;
// "free" that is not a price of nothing: parking, phone lines, advice, product claims.
const NOT_A_PRICE =
  /feel free|free parking|parking gratuit|kostenlose parkpl|toll[- ]free|free ?phone|fear free|free[- ]range|grain[- ]free|gluten[- ]free|sugar[- ]free|stress[- ]free|pain[- ]free|hassle[- ]free|worry[- ]free|free of (?!charge)|free from|free to\b|free wi-?fi|free delivery|free shipping|free estimate|free quote|free advice|free call|free app|free download|free consultation for (?:new )?members|sans frais/iu;
// "Free nail clip with every puppy vaccination this month": an offer on another service, not
// the price of the free one.
const OFFER =
  /(?<!\p{L})(?:with (?:every|each|any|all|your) \p{L}|when you (?:book|buy|join|sign)|this (?:month|week|spring|summer|autumn|winter)|for a limited time|limited time|offer|promo(?:tion)?|campaign|new clients? only|quote code|normally|usually)(?!\p{L})|キャンペーン/iu;
const SHORT_LINE_WORDS = 14;
const COPULA_BEFORE = /(?<!\p{L})(?:is|are|ist|sind|est|sont|es|son|è|sono)\s*$/iu;
const CONDITION_WORDS = 6;

/**
 * "Puppy first consultation: FREE", "Free nurse weight check": a price of zero, kept only because
 * the page says it is free, and only for something that reads like a veterinary service.
 */
export function readFree(
  text: string,
  headings: string[],
  /** The free word closes the line in an element of its own ("Nurse clinic <strong>FREE</strong>"). */
  standsApart = false,
): Candidate | null {
  const match = FREE_WORD.exec(text);
  if (!match || NOT_A_PRICE.test(text) || OFFER.test(text)) return null;
  if (text.split(/\s+/).length > SHORT_LINE_WORDS || /[.!?]\s+\p{Lu}/u.test(text)) return null;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  const atStart = !/\p{L}/u.test(before);
  const atEnd =
    (standsApart || /[:：\-–—]\s*$/.test(before)) &&
    !/\p{L}{3,}/u.test(after.replace(/\(.*?\)/g, ''));
  // "Nail trims are free during an exam": the service, a copula, then at most a short condition.
  const condition = cleanName(after.replace(/[.!]+\s*$/, ''));
  const copula =
    !atStart &&
    !atEnd &&
    COPULA_BEFORE.test(before) &&
    condition.split(' ').length <= CONDITION_WORDS &&
    !/\d/.test(after);
  if (!atStart && !atEnd && !copula) return null;
  let name = cleanName(atStart ? after : before);
  if (copula && name && looksLikeService(name) && condition) name = `${name} (${condition})`;
  if (!name || !looksLikeService(name)) return null;
  return candidate(
    name,
    { min: 0, max: 0, currency: '' },
    'free',
    speciesFromHeadings(headings),
    [],
    headings.at(-1),
  );
}

export function isFreeText(text: string): boolean {
  return FREE_WORD.test(text) && !NOT_A_PRICE.test(text);
}
