/**
 * Amounts that are printed in money but are no service's price: a cap or fee limit, a threshold
 * ("bills over £500"), a surcharge added to another price ("+ 600 Kč"), a voucher or card minimum
 * ("ab € 20", "Kartou od 200 Kč"), a premium-rate phone charge ("€ 0,45/min"), a stamp duty.
 * Judged from the words right around the amount, in whatever layout it was read.
 */

// Words right before the amount.
const BEFORE: Array<[RegExp, string]> = [
  [
    /(?<![\p{L}])(?:(?:never|not|won't|won’t) (?:\p{L}+\s+){0,3}?more than|no more than|(?:will|shall|does|do|would|should) (?:not|never) exceed|not to exceed|never exceeds?|up to a maximum of|limited to|maximum(?: charge| fee)?(?: of| is)?|max\.?|capped at|cap of|at most|legfeljebb|enintään|korkeintaan|en fazla|najviac|maksimalno|maksimum|paling banyak|לכל היותר|최대|höchstens|maximal|au maximum|plafonn[ée]e? à|como máximo|al massimo|maximaal|hooguit)(?:\s+the)?\s*[:–—-]?\s*$/iu,
    'a cap or fee limit',
  ],
  [
    /(?<![\p{L}])(?:bills?|invoices?|amounts?|orders?|rechnungen|beträge|factures?|montants?|facturas|importes?|importi|fatture|rekeningen|bedragen|faktury|částky|účty)\s+(?:of|over|above|exceeding|über|supérieur(?:e|es)? à|au-delà de|superiores a|superiori a|oltre|boven|van meer dan|nad)\s*$/iu,
    'a threshold, not a price',
  ],
  [
    /(?<![\p{L}])(?:over|above|exceeding|superiori a|superiore a|supérieurs? à|superiores a|boven|über|oberhalb von|nad|acima de|yli)\s*$/iu,
    'a threshold, not a price',
  ],
  [
    /(?:gutscheine?\p{L}*|(?<![\p{L}])vouchers?|gift cards?|bons? cadeaux?|cheques? regalo|buoni regalo|cadeaubon\p{L}*|dárkov\p{L}* poukaz\p{L}*)\b[^.;:]{0,40}$/iu,
    'a voucher',
  ],
  [
    /(?<![\p{L}])(?:card payments?|by card|kartou|par carte|con tarjeta|con carta|met de kaart|mit karte|クレジットカード)[^.;:]{0,30}$/iu,
    'a card-payment minimum',
  ],
  [
    /(?<![\p{L}])(?:stamp duty|imposta di bollo|marca da bollo|droit de timbre|impuesto de timbre)[^.;:]{0,20}$/iu,
    'a stamp duty',
  ],
  [
    /(?<![\p{L}])(?:financ\p{L}*|finanz\p{L}*|pagamento rateale|rateale|ratenzahlung|paiement en plusieurs fois|pago a plazos|splátk\p{L}*|emi)\b[^.;:]{0,50}$/iu,
    'a financing threshold',
  ],
  // "Policy excesses are typically £99–£150": what the insurer deducts, not the practice's price.
  [/(?<![\p{L}])(?:excess|excesses)(?![\p{L}])[^.;:]{0,40}$/iu, 'an insurance excess'],
  // "(normally £19.95)", "instead of £295.00", "(was £72.00)": the price compared with, not charged.
  [
    /(?<![\p{L}])(?:normally|usually|regularly|ordinarily|was|instead of|reduced from|down from|previously|worth|rrp)\s*:?\s*$/iu,
    'a comparison price',
  ],
  // "+ 600 Kč" beside a service: added to another price. "£45 + VAT" is handled as tax.
  [/(?:^|[\s(])(?:\+|add|adds|toeslag|příplatek)\s*$/iu, 'a surcharge added to another price'],
];

// Words right after the amount.
const AFTER: Array<[RegExp, string]> = [
  // "never costs more than the £32.50 cap above": the amount names a limit, not a fee.
  [/^\s*(?:cap|limit|ceiling|maximum)(?![\p{L}])/iu, 'a cap or fee limit'],
  [
    /^\s*(?:\/\s*min\b|per min(?:ute)?\b|a minute\b|pro minute\b|par minute\b|por minuto\b|al minuto\b|per minuut\b|za minutu\b|\/\s*分)/iu,
    'a per-minute phone rate',
  ],
  [
    /^\s*(?:or more|or over|and over|and above|and more|oder mehr|und mehr|ou plus|o más|o più|of meer|a více|以上)(?![\p{L}])/iu,
    'a threshold, not a price',
  ],
  [/^\s*(?:以上|超)/u, 'a threshold, not a price'],
  // "€ 0,50/km", "$1.95 per km", "$3.10 per mile": travel added to a visit, by the distance.
  [
    /^\s*(?:\/\s*(?:km|mi|mile)\b|(?:per|a|al|pro|par|por|za|per ogni)\s+(?:km|kilomet\p{L}*|chilometr\p{L}*|mile)(?![\p{L}]))/iu,
    'a travel charge by the distance',
  ],
  // "pay just £255.00 instead of £295.00": an offer's price, not the list price.
  [/^\s*(?:instead of|rather than)(?![\p{L}])/iu, 'a promotional price'],
  // "you get a £15 account credit": a credit, not a price.
  [/^\s*(?:(?:account|store|shop|practice)\s+)?credit(?![\p{L}])/iu, 'an account credit'],
];

// Words anywhere in the line or name: the whole thing is about money that is no service's price.
const LINE: Array<[RegExp, string]> = [
  [
    /(?<![\p{L}])(?:maximum (?:charge|fee)|fee cap|never (?:charge )?more than|(?:will|shall|does|would) not exceed|capped at|höchstgebühr|plafond)(?![\p{L}])/iu,
    'a cap or fee limit',
  ],
  [/(?<![\p{L}])(?:imposta di bollo|stamp duty|droit de timbre)(?![\p{L}])/iu, 'a stamp duty'],
  // "Urgencias 24 h: suplemento de 40 € sobre la consulta": said to be added on another price. A
  // surcharge named as a fee of its own ("Notfallzuschlag", "Urgence de nuit (supplément)") is one.
  [
    /(?:(?<![\p{L}])(?:surcharge|suplemento|supplemento|supplément|toeslag|příplatek|tillägg)|zuschlag)(?![\p{L}])[^.;]{0,40}(?<![\p{L}])(?:on top of|added to|on|onto|sobre|sur|su|sul|sulla|auf|op|bovenop|k|na|på)\s+\p{L}/iu,
    'a surcharge added to another price',
  ],
  // "(for example X-ray, cat: £304.17 + VAT)": an illustration of a rule, not a list price.
  [
    /(?<![\p{L}])(?:for example|for instance|zum beispiel|par exemple|por ejemplo|ad esempio|bijvoorbeeld|například)(?![\p{L}])[^.;]{0,60}\d/iu,
    'an example, not a price',
  ],
  [
    /(?<![\p{L}])(?:premium[- ]rate|0900[\s\d]{4,}|0906[\s\d]{4,}|090\d \d|per minute|\/min\b)/iu,
    'a per-minute phone rate',
  ],
];

const RESTATED_BEFORE =
  /(?<![\p{L}])(?:that's|that’s|that is|which is|works out (?:at|to|as)|equivalent to|the equivalent of|equal to|adding up to|totalling)\s*(?:just|only|about|around)?\s*$/iu;
// "£174.00 a year if paid monthly": a monthly plan's yearly sum.
const YEARLY_IF_MONTHLY = /^\s*(?:a|per|\/)\s*(?:year|annum)\s*(?:if|when)\s*paid\s*monthly/iu;
const PER_PERIOD =
  /^\s*(?:(?:a|per|each|every|\/)\s*(?:year|annum|month|week|yr|mo)\b|annually|yearly|monthly|weekly|in total)/iu;

const WEIGHT_BAND =
  /\d\s*(?:kg|kilos?|lbs?|pounds)\s*(?:and|or|&)?\s*(?:over|above|more|\+)\s*[:–—-]?\s*$/iu;

/** Why the amount at [start, end) of the text is no price, or null when nothing says so. */
export function notAPriceReason(text: string, start: number, end: number): string | null {
  const before = text.slice(Math.max(0, start - 70), start);
  // "Dog 40 kg and over £459": the "over" belongs to a weight band, not to a threshold.
  if (WEIGHT_BAND.test(before)) return null;
  const after = text.slice(end, end + 30);
  // "That's £191.88 a year" under "£15.99 / month": the same price summed over a year.
  if ((RESTATED_BEFORE.test(before) && PER_PERIOD.test(after)) || YEARLY_IF_MONTHLY.test(after))
    return withAmount('another price restated over a period', text, start, end);
  for (const [pattern, detail] of BEFORE)
    if (pattern.test(before)) return withAmount(detail, text, start, end);
  for (const [pattern, detail] of AFTER)
    if (pattern.test(after)) return withAmount(detail, text, start, end);
  return null;
}

/** Why a name (or the whole line it came from) says the amount is no price. */
export function notAPriceLine(text: string): string | null {
  for (const [pattern, detail] of LINE) if (pattern.test(text)) return detail;
  return null;
}

function withAmount(detail: string, text: string, start: number, end: number): string {
  const from = Math.max(0, start - 30);
  return `${detail}: "${text
    .slice(from, end + 12)
    .replace(/\s+/g, ' ')
    .trim()}"`;
}
