import { speciesIn } from '@petvet/shared';
import { looksLikeService } from './taxonomy';

/**
 * Words that join a service to its price: "is", "costs", "from", "kostet", "coûte", "cuesta", "は",
 * and the Korean topic and object particles glued to the name ("진찰료는", "등록을").
 */
const TRAILING =
  /(?:[\s:：\-–—|=·•…_>]|\.{2,})+$|\s*(?<![\p{L}\p{N}])(?:is|are|was|costs?|priced at|charged at|will cost|starts?|starting|start at|begins?|beginning|from|for|at|of|only|just|now|currently|per|each|approx(?:imately)?|around|about|ca|circa|environ|etwa|ungefähr|kostet|kosten|beträgt|betragen|liegt bei|für|zum preis von|coûte|coûtent|est de|sont de|est|sont|à|de|pour|au prix de|cuesta|cuestan|es de|son|por|desde|costa|costano|è|sono|di|kost|voor|van|price|prices|pricing|preis|preise|prix|tarifs?|precios?|prezzo|prijs|fees?|charge|inc|incl|between|entre|zwischen|tra|tussen|only|just|the|da|dal|von|vanaf|desde|fr\.|från|fra|alkaen|od|pris|hinta|fiyat|cena)\s*$|[はがで]$|(?<=\p{Script=Hangul}{2})[은는을를]$|(?:税込み?|税抜き?|税別)$/iu;
const LEADING =
  /^(?:[\s\-–—•·*:|,;/+>.)]+|(?:and|or|but|also|plus|then|while|whereas|und|oder|sowie|et|ou|y|o|e|en|of|a|an|the|our|your|each|every|any|le|la|les|un|une|des|du|der|die|das|den|dem|ein|eine|einen|unsere?n?|el|los|las|una|nuestr[oa]s?|il|lo|gli|uno|de|het|een|onze|you can book|you can have|you can|we offer|we charge|we provide|we recommend|we do|there is|there's|it's|it is|book)(?:\s+|$)|l['’])/iu;
/** Names that only say "price". */
// "Every pet £35" under a bold name: "pet" names no service, so the line above names the price.
const GENERIC =
  /^(?:prices?|pricing|costs?|fees?|charges?|tarifs?|preise?|prix|precios?|prezzi|prezzo|prijzen|prijs|pris|priser|hinta|hinnat|ár|fiyat|fiyatı|cena|ceny|cijena|preț|pret|preço|preços|τιμή|가격|요금|料金|価格|税込|total|totale|totaal|totalt|gesamt|gesamtbetrag|summe|subtotal|amount|now|was|sale|offer|our prices|our fees|price list|consultar|reservar|book|book now|book online|enquire|more info|más info|mais info|demana cita|pedir cita|reserva(?:r)? cita|termin buchen|prendre rendez-vous|varaa aika|boka|bestill|inc vat|incl\.? vat|ex vat|vat|per|each|from|ab|desde|dès|starting at|only|just|pets?|animals?|we|you|it|this|that|they|wir|sie|es|nous|vous|elle|nosotros|noi|wij)$/iu;

// Japanese and Chinese: the service named before the topic particle ("犬の避妊手術は体重により").
const CJK_TOPIC =
  /(?<=[\p{Script=Han}\p{Script=Katakana}）)])は(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、])/u;
// An answer's or question's mark glued to its text ("A初診料は…", "Q: …").
const QA_MARK =
  /^[AQ](?:[.:：)]\s*|\s+(?=\p{Lu})|(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]))/u;

// A booking card's length ("30 min", "1 h 30 min", "90 min alk."): the card's title names the price.
const DURATION =
  /^(?:ca\.?\s*|approx\.?\s*|noin\s+)?\d+(?:[.,]\d+)?\s*(?:min(?:s|uten|uter|utter|uuttia)?|minutes?|h|hrs?|hours?|std|stunden?|tuntia?|timer?)\.?(?:\s*\d+\s*min\.?)?(?:\s+(?:alk|from|ab|dès|desde|vanaf|fra|från|od)\.?)?$/iu;

export function cleanName(raw: string): string {
  // Only the sentence the price is in names it ("…です。犬の避妊手術は" → "犬の避妊手術は").
  let name = raw.replace(/\s+/g, ' ').replace(/^.*[。．！？]\s*(?=\S)/u, '');
  name = name.replace(QA_MARK, '').replace(/^[、，・]+/u, '');
  const topic = name.search(CJK_TOPIC);
  if (topic > 0) name = name.slice(0, topic);
  for (let i = 0; i < 6; i++) {
    const before = name;
    name = name.replace(LEADING, '').replace(TRAILING, '').trim();
    if (name === before) break;
  }
  name = balanceParentheses(name);
  if (!/\p{L}/u.test(name) || GENERIC.test(name) || DURATION.test(name) || name.length > 140)
    return '';
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

function balanceParentheses(name: string): string {
  const opens = (name.match(/[(（]/g) ?? []).length;
  const closes = (name.match(/[)）]/g) ?? []).length;
  if (closes > opens) return name.replace(/^[)）]\s*/, '').trim();
  if (opens > closes) return name.replace(/\s*[(（][^()（）]*$/, '').trim();
  return name;
}

// A part that opens with these is a side remark, not the service ("given at 8 weeks", "if ...").
const SIDE_REMARK =
  /^(?:if|when|where|which|that|who|as|because|while|since|although|depending|based|given|needed|recommended|run|done|performed|carried|including|included|usually|typically|normally|so|or if|for (?:complex|most|larger|small|all|more)|wenn|falls|da|weil|si|lorsque|quand|cuando|porque|se|quando|als|omdat)\b/iu;

/**
 * The service named in a clause of running text: "If we need to see your pet again within
 * 5 days, a revisit consultation is" → "Revisit consultation".
 */
export function nameFromProse(segment: string): string {
  const parts = splitOutsideParentheses(segment);
  let best = '';
  let bestScore = -Infinity;
  parts.forEach((part, index) => {
    const name = cutTail(cleanName(part));
    if (!name) return;
    let score = looksLikeService(name) ? 2 : 0;
    if (SIDE_REMARK.test(part) || /^\p{L}+ed\b/u.test(part)) score -= 3;
    if (name.split(' ').length > 9) score -= 1;
    score += index * 0.01;
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  });
  return best;
}

/** "Standard consultation with one of our vets" → "Standard consultation". */
function cutTail(name: string): string {
  const match = name.match(
    /^(.*?\S)\s+(?:with|by|in|at|under|during|on|from|run|for your|for a|for an|when|if|mit|bei|avec|par|con|en)\s+(.*)$/iu,
  );
  if (!match?.[1] || !match[2]) return name;
  return looksLikeService(match[1]) && !looksLikeService(match[2]) ? match[1] : name;
}

/** Commas, semicolons and dashes split clauses; those inside parentheses belong to the name. */
function splitOutsideParentheses(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '（') depth++;
    if ((ch === ')' || ch === '）') && depth > 0) depth--;
    const dash = /[–—]/.test(ch) || (ch === '-' && text[i - 1] === ' ' && text[i + 1] === ' ');
    if (depth === 0 && (ch === ',' || ch === ';' || dash)) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

const SIZE_WORDS =
  /(?<!\p{L})(?:small|medium|large|giant|toy|under|over|up to|kg|lbs?|pounds?|size|weight|male|female|first|second|booster|each|klein|mittel|groß|gross|männlich|weiblich|petit|moyen|grand|mâle|femelle|pequeño|mediano|grande|macho|hembra|piccol[oa]|medi[oa]|maschio|femmina|middel|groot|mannelijk|vrouwelijk)(?!\p{L})|\d+\s*(?:kg|lbs?|pounds?)/iu;

/** "Dog", "Cat", "Under 10 kg", "Large": words that qualify a service rather than name one. */
export function isQualifier(name: string): boolean {
  // A weight band takes more words ("Dog 10 kg to under 40 kg").
  const limit = /\d\s*(?:kg|lbs?)\b/iu.test(name) ? 8 : 4;
  if (name.split(/\s+/).length > limit || looksLikeService(name)) return false;
  return speciesIn(name).length > 0 || SIZE_WORDS.test(name);
}
