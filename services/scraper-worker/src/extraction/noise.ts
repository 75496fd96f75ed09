/**
 * Money that is not the price of a service: discounts, thresholds, financing, donations,
 * share capital, deposits, vouchers, insurance. Judged from the words right around the amount.
 */
const BEFORE =
  /(?<![\p{L}\p{N}])(?:save|saves|saved|saving|savings|discount|rebate|cashback|reduction|reduced by|orders|purchases?|spend|spending|raised?|raising|donat\w*|fundrais\w*|capital|kapital|stammkapital|deposit|anzahlung|acompte|caution|adelanto|anticipo|seña|sinal|acconto|caparra|aanbetaling|depositum|handpenning|zaliczk\p{L}*|záloh\p{L}*|insurance(?!\s+(?:claim|form|admin\p{L}*|paperwork|report))|insured|excess|voucher|gift|gutschein|bon d'achat|salary|salaire|gehalt|prize|worth|value of|interest|finance|financing|credit|sparen|rabatt|ermäßigung|nachlass|réduction|remise|économisez|descuento|ahorra|ahorro|sconto|risparmi|korting|bespaar|spara|sparar|spar|besparing|oszczędzasz|oszczędź|oszczędność|oszczędzisz|rabat|zniżka|zniżki|valued at|economi[sz]e|economia|poupe|enrol?ments?(?: fee)?|enroll?ment(?: fee)?|joining fee|sign[- ]?up fee|cancellation(?: fee)?|jimat|diskaun|tasarruf|indirim|megtakarít\p{L}*|kedvezmény|säästä\p{L}*|alennus|εξοικονομ\p{L}*|έκπτωση|חיסכון|חוסכים|הנחה|ušetr\p{L}*|zľav\p{L}*|popust|uštedi\p{L}*|reducere|economisi\p{L}*|ahorr\p{L}*)(?![\p{L}\p{N}])[^.;:!?]{0,24}$|(?:割引|値引|할인|절약|省下?)[^。]{0,10}$/iu;
/** A threshold right before the amount ("orders over £30", "up to $500") is not a price. */
/**
 * One instalment of a split payment ("ou 3x de R$ 126,67", "12 cuotas de $150", "6 cuotas sin
 * interés de $4.000", "3 taksit × 1.133,33 TL", Mexico's "3 MSI de $490": months without interest),
 * not the price: the words for an instalment, maybe "interest-free" in the page's language, then
 * "of" or "×".
 */
const INSTALMENT =
  /(?:(?<![\p{L}\p{N}])\d{1,2}\s?[x×]\s?(?:de|of|à)?|(?<![\p{L}])(?:parcelas?|presta[cç][õo]es|cuotas?|msi|meses sin intereses|mensualidades|pagos|instal?ments?|payments|rates?|raten|termijnen|mensualités|versements|taksit|raty|splátky?)(?:\s+(?:sin inter[eé]s|sin recargo|fijas|iguales|sem juros|sans frais|senza interessi|zinsfrei|interest[- ]free|faizsiz|vade farksız|bez odsetek))?\s*(?:de|of|von|van|à|da|po|[x×])?)\s*$/iu;
/**
 * The price for paying one way ("$21.600 pagando con transferencia", "R$ 90 no Pix"): the list
 * price less a payment-method discount, printed beside the list price.
 */
const PAYMENT_METHOD_AFTER =
  /^\s*(?:pagando|abonando)?\s*(?:con|en|por|via|com|no|par|per|by|mit|bei)\s+(?:transferencia|efectivo|dep[oó]sito|pix|boleto|virement|bonifico|(?:bank\s+)?transfer|überweisung|havale|eft)(?![\p{L}])/iu;
const THRESHOLD =
  /(?<![\p{L}])(?:up to|over|above|more than|less than|under|below|exceeding|at least|minimum|bis zu|jusqu'à|plus de|moins de|hasta|más de|fino a|oltre|meer dan|tot maximaal|até|acima de|melebihi|lebih dari|yli|jopa|άνω των|έως|πάνω από|מעל|עד|peste|până la|mayores a|más de|nad|viac ako|veće od|do)\s*$/iu;
const AFTER =
  /^\s*(?:\/\s*(?:mo|mth|month|mnd|mån|mies|monat|mois|mes|mese|maand)\b|(?:per|a|each|every) month\b|monthly\b|p\/m\b|pro monat\b|par mois\b|al mes\b|al mese\b|per maand\b|i månaden\b|per månad\b|\.?\s*(?:om|i|pr\.?|per) (?:måneden|måned|månaden|md\.?|mnd\.?)(?![\p{L}])|měsíčně|\/\s*měs|za měsíc|miesięcznie|sebulan|(?:\/\s*)?(?:kk|kuukausi|kuukaudessa|hó|havonta|ay|aylık|μήνα|το μήνα|לחודש|lună|pe lună|mesečno|mesačne|mjesečno)(?![\p{L}])|\/\s*月|每月|ve üzeri|ve üstü|felett|fölött|feletti|ja yli|i više|a viac|value\b|worth\b|de valeur\b|di valore\b|off\b|or more\b|or over\b|and over\b|and above\b|or less\b|discount|rabatt|de (?:réduction|remise)|de descuento|di sconto|korting|cashback|voucher|gift|donation|raised|for the shelter|towards|deposit|credit|interest|割引|引き|OFF)/iu;
/** Phrases that make the whole line about money that is not a service price. */
const LINE =
  /\b(?:share capital|capital social|au capital|capital de|stammkapital|grundkapital|capitale sociale|financing|finance options?|0% interest|interest[- ]free|pay(?:ment)? plans?|instal?ments?|ratenzahlung|paiement en \d|en \d+ fois|in \d+ (?:termijnen|raten|rate|cuotas|plazos|delbetalinger|avbetalningar)|donat\w*|fundrais\w*|raised|charity|gift cards?|vouchers?|gutschein|insurance excess|salary|salaire|gehalt|hiring|vacancy)\b/iu;

/** A name that says what follows is a plan's fee or a value claim, not a service's price. */
const NAME =
  /(?<![\p{L}])(?:not available|not offered|n\/a|(?:per|a|each) (?:month|week|fortnight)|monthly (?:fee|price|cost|payment)|value|worth|joining fee|enrol?ment fee|enroll?ment fee|sign[- ]?up fee|deposit|cancellation fee|gift (?:card|voucher|certificate)s?|e-?gift card|gutschein\p{L}*|geschenkgutschein|carte cadeau|bon cadeau|tarjeta regalo|buono regalo|cadeaubon|presentkort|gavekort|lahjakortti|pro monat|par mois|al mes|al mese|per maand|om måneden|pr\.? måned|per månad|i månaden|miesięcznie|měsíčně)(?![\p{L}])/iu;

/** "Dog 40 kg and over £459": the "over" belongs to a weight band, not to a threshold amount. */
const WEIGHT_BAND =
  /\d\s*(?:kg|kilos?|lbs?|pounds)\s*(?:and|or|&)?\s*(?:over|above|more)\s*[:–—-]?\s*$/iu;

export function isNonServiceName(name: string): boolean {
  return NAME.test(name);
}

/** A plan member's price beside the price everyone pays: a discount, not a price of its own. */
const MEMBER_AFTER =
  /^\s*\)?\s*(?:for|to)\s+(?:[\p{L}'’-]+\s+){0,4}(?:members?|subscribers?)(?![\p{L}])/iu;
const MEMBER_BEFORE =
  /(?<![\p{L}])(?:members?|member's|members'|club|plan) (?:price|prices|rate|only|pay)\s*[:–—-]?\s*$|(?<![\p{L}])members?\s*[:–—-]\s*$/iu;

// "(includes the $15 licence fee)", "（注射済票交付手数料550円を含む）", "(€5 included)": money the
// price around it already includes, not a price of its own. "(inc VAT £48)" is the taxed price.
const INCLUDED_BEFORE =
  /[(（]\s*(?:includes?|including|incl\.?|inc\.?|inclut|incluye|incluido|inklusive|inkl\.?|compris)\s+(?!(?:vat|gst|hst|tax|mwst|ust|tva|iva|btw|moms)(?![\p{L}]))[^()（）]{0,40}$/iu;
const INCLUDED_AFTER =
  /^\s*(?:を含む|を含みます|込み?[)）]|(?:included|inclus|incluido|incluso|inbegriffen|inklusive)\s*[)）])/iu;

// "£17.00 a month (£204.00 a year)", "£150 a year with our plan (£0.49 a day)": the same sum
// over another period, in brackets after it.
const EQUIVALENT_BEFORE =
  /(?<![\p{L}])(?:a|per|each|every|\/)\s*(?:day|week|month|mo|mth|year|yr|annum)(?![\p{L}])[^()（）.;]{0,30}[(（]\s*(?:that's|that is|or|just|only|=|i\.e\.)?\s*$/iu;

// "(UK average £58.40)", "compared with £25 elsewhere", "RRP £30": what others charge, for comparison.
const COMPARED_BEFORE =
  /(?<![\p{L}])(?:average|avg\.?|rrp|compared (?:with|to)|versus|vs\.?|elsewhere|high[- ]street(?: price)?|other (?:vets|practices|clinics)(?: charge)?)\s*(?:price|cost|fee|charge)?\s*(?:of|is|:)?\s*$/iu;
const COMPARED_AFTER =
  /^\s*(?:elsewhere|at other (?:vets|practices|clinics)|(?:is )?(?:the )?(?:uk |national )?average)(?![\p{L}])/iu;

export function isNonServiceMoney(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 40);
  return (
    EQUIVALENT_BEFORE.test(before) ||
    COMPARED_BEFORE.test(before) ||
    COMPARED_AFTER.test(after) ||
    INCLUDED_BEFORE.test(before) ||
    INCLUDED_AFTER.test(after) ||
    MEMBER_AFTER.test(after) ||
    MEMBER_BEFORE.test(before) ||
    BEFORE.test(before) ||
    (THRESHOLD.test(before) && !WEIGHT_BAND.test(before)) ||
    INSTALMENT.test(before) ||
    PAYMENT_METHOD_AFTER.test(after) ||
    AFTER.test(after)
  );
}

const MONTHLY = /^\s*(?:\/\s*(?:mo|mth|month)\b|(?:per|a|each|every) month\b|monthly\b)/iu;

/** A monthly amount with nothing else around it that makes it a discount or a threshold. */
export function isMonthlyFee(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  const threshold = THRESHOLD.test(before) && !WEIGHT_BAND.test(before);
  // A footnote mark after the amount ("£11.50* a month") is no word after it.
  const after = text.slice(end, end + 40).replace(/^[*†‡§¶⁰¹²³⁴⁵⁶⁷⁸⁹]+/u, '');
  return MONTHLY.test(after) && !BEFORE.test(before) && !threshold;
}

export function isNonServiceLine(text: string): boolean {
  return LINE.test(text);
}
