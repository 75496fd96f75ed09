import { PAGE_CURRENCY_CODES } from '@petvet/shared';
import { currencyOfCountry, currencyOfMarker, type CurrencyContext } from './currencies';
import { parseAmount, plausibleMax } from './numbers';
import type { PriceMatch } from './types';

// Indian lakh grouping ("1,20,000") first, then thousands groups, then plain amounts; "45,-" and
// "500/-" end amounts written only for money.
const NUMBER =
  /\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])(?:\.\d{1,2}(?!\d))?(?:\/-)?|\d{1,3}(?:(?:[.,'’]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d{3})+(?:[.,]\d{1,2}(?!\d))?(?:[.,][-–—]{1,2}|\/-)?|\d+(?:[.,]\d{1,2}(?!\d))?(?:[.,][-–—]{1,2}|\/-)?/gu;
const CODES = PAGE_CURRENCY_CODES.join('|');
const MARKER_BEFORE = new RegExp(
  `(NT\\$|AR\\$|RM|₩|₺|₪|₱|฿|₫|\\bS\\/\\.?|\\bRp\\.?|₦|\\bKSh\\.?|GH[₵¢]|₵|₡|₴|₸|\\b(?:HUF|RON|KRW|ILS|MYR|TWD|ARS|NIS|AED|Dhs|PEN|UYU|ISK|VND|THB|KES|NGN|MAD|SAR|EGP|RSD|UAH|GHS|TND|CRC|KZT|PKR|LKR|NPR|GTQ)|US\\$|U\\$S|CAN?\\$|C\\$|AU\\$|A\\$|NZ\\$|SG?\\$|HK\\$|MX\\$|R\\$|[$£€¥￥₹]|\\b(?:${CODES})|\\bS?Fr\\.|\\bkr\\.?|\\bRs\\.?|\\bR(?=[ \\u00a0\\u202f])|\\bQ)[ \\u00a0\\u202f]?$`,
  'u',
);
const MARKER_AFTER = new RegExp(
  `^[ \\u00a0\\u202f]?((?:[万만](?:\\d{1,4}천)?|천)?[円元원]|₺|₪|₱|฿|₫|บาท|ש[״"]ח|₦|ر\\.س|ج\\.م|د\\.ت|₴|₸|₵|₡|(?:din|дин|грн)\\.?(?![\\p{L}])|(?:Ft|lei|TL|RON|HUF|KRW|ILS|NIS|MYR|TWD|ARS|AED|Dhs|DH|đ|VNĐ|VND|PEN|UYU|ISK|THB|KSh|KES|NGN|MAD|SAR|EGP|RSD|UAH|GHS|DT|TND|CRC|тг|тенге|KZT|PKR|LKR|NPR|GTQ)(?![\\p{L}])|[$£€¥₹]|(?:${CODES}|CHF|kr|zł|Kč|euros?|Euro|dollars?|pounds?)(?![\\p{L}]))`,
  'iu',
);
const RANGE_JOIN = /^\s*(?:-|–|—|‐|‑|−|to|à|a|au|al|bis|tot|through|until|〜|～|~)\s*$/i;
const PAIR_JOIN = /^\s*(?:and|und|et|y|e|en|og|och|i|a|&)\s*$/i;
const PAIR_LEAD = /(?:between|zwischen|entre|tra|tussen|mellem|mellan|między|mezi)\s*$/iu;
const FROM_BEFORE =
  /(?<![\p{L}])(?:from(?: only| just)?|starting(?: at| from)?|starts? (?:at|from)|begins? (?:at|from)|beginning at|prices? from|ab|à partir de|a partir de|dès|desde|des de|vanaf|v\.a\.|a partire da|da|från|fra|od|min\.|από|de la|pornind de la|pornește de la|dari|mulai|alkaen|alk\.|alates|nuo|frá|від|от|từ|เริ่มต้น|ابتداءً من|ابتداء من|اعتبارًا من|يبدأ من|başlayan fiyatlarla|החל מ-?)\s*$/iu;
const FROM_AFTER =
  /^(?:\+(?=\s*(?:$|[,.;)/]))|\s*(?:〜|～|~)|\s*(?:and up(?:wards)?\b|onwards\b|upwards\b|et plus\b|und mehr\b|y más\b|e oltre\b|en meer\b|och uppåt\b|og opefter\b|i więcej\b|alkaen\b)|\s*-?t[óő]l(?![\p{L}])|['’]?[dt][ae]n (?:başlayan|itibaren)(?![\p{L}])|\s*(?:起|부터))/iu;
const UNIT_AFTER =
  /^\s*(?:min|mins|minutes?|hrs?|hours?|h\b|kg|g\b|lbs?|mg|ml|cm|mm|years?|yrs?|months?|weeks?|days?|%|uhr|heures?|jahre|ans\b|años|歳|分|時間|日|か月|ヶ月|週)/iu;

const SPOKEN_CENTS = /^\s*(?:and\s+)?(\d{1,2})\s*(?:pence|p|cents?)(?![\p{L}])/iu;

// Ten thousands and thousands written out in Japanese, Chinese and Korean ("3万円", "3만5천원").
const UNITS = /^(?:([万만])(?:(\d{1,4})천)?|천)/u;
function withUnits(value: number, marker: string): number {
  const units = marker.match(UNITS);
  if (!units) return value;
  return units[1] ? value * 10_000 + Number(units[2] ?? 0) * 1_000 : value * 1_000;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

interface Atom {
  start: number;
  end: number;
  value: number;
  currency: string | null;
}

/** Every money amount in a piece of text, with ranges and "from" prices recognised. */
export function findPrices(
  text: string,
  ctx: CurrencyContext,
  defaultCurrency: string | null = null,
): PriceMatch[] {
  const atoms = findAtoms(text, ctx);
  const prices: PriceMatch[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i]!;
    const b = atoms[i + 1];
    const range = b ? asRange(text, a, b) : null;
    if (range && b) {
      const currency = a.currency ?? b.currency ?? defaultCurrency;
      if (currency) prices.push(finish(text, a.start, b.end, a.value, b.value, currency));
      i++;
      continue;
    }
    const currency = a.currency ?? defaultCurrency;
    if (!currency) continue;
    if (a.currency === null && UNIT_AFTER.test(text.slice(a.end))) continue;
    prices.push(finish(text, a.start, a.end, a.value, null, currency));
  }
  return prices.filter((p) => p.min >= 0 && (p.max ?? p.min) <= plausibleMax(p.currency));
}

function finish(
  text: string,
  start: number,
  end: number,
  min: number,
  max: number | null,
  currency: string,
): PriceMatch {
  const before = text.slice(0, start);
  const fromBefore = before.match(FROM_BEFORE);
  const after = text.slice(end).match(FROM_AFTER);
  const isFrom = max === null && (fromBefore !== null || after !== null);
  return {
    start: fromBefore && max === null ? start - fromBefore[0].length : start,
    end: after && max === null ? end + after[0].length : end,
    min,
    max: isFrom ? null : (max ?? min),
    currency,
    isFrom,
  };
}

function asRange(text: string, a: Atom, b: Atom): boolean {
  if (a.currency && b.currency && a.currency !== b.currency) return false;
  if (!a.currency && !b.currency) return false;
  const between = text.slice(a.end, b.start);
  const joined =
    RANGE_JOIN.test(between) || (PAIR_JOIN.test(between) && PAIR_LEAD.test(text.slice(0, a.start)));
  if (!joined) return false;
  if (!(b.value > a.value) || b.value > a.value * 20) return false;
  return !(b.currency === null && UNIT_AFTER.test(text.slice(b.end)));
}

function findAtoms(text: string, ctx: CurrencyContext): Atom[] {
  const atoms: Atom[] = [];
  let spokenTo = 0;
  for (const m of text.matchAll(NUMBER)) {
    const numStart = m.index;
    if (numStart < spokenTo) continue;
    const numEnd = numStart + m[0].length;
    const prevChar = text[numStart - 1] ?? '';
    if (/[\d.,]/.test(prevChar)) continue;
    const before = text.slice(Math.max(0, numStart - 8), numStart).match(MARKER_BEFORE);
    // Latin words glued to a number are codes ("C5", "W91"); Japanese and Chinese write no spaces.
    if (/\p{L}/u.test(prevChar) && !CJK.test(prevChar) && !before) continue;
    // "Q150.00" is a quetzal price wherever it is, but "Q3 2027" a quarter: unless the page is
    // Guatemalan, a bare "Q" counts only before an amount with cents.
    if (before?.[1] === 'Q' && ctx.country !== 'GT' && !/[.,]\d{2}$/.test(m[0])) continue;
    const rest = text.slice(numEnd);
    const after = rest.match(MARKER_AFTER);
    if (/^[\p{L}\d]/u.test(rest) && !after) continue;
    const markerBefore = before?.[1] ? currencyOfMarker(before[1], ctx) : null;
    const markerAfter = after?.[1] ? currencyOfMarker(after[1].replace(UNITS, ''), ctx) : null;
    // "450,-" and "45.-" are written only for money: the country's currency when none is named.
    const dashEnded = /(?:[.,][-–—]{1,2}|\/-)$/u.test(m[0]) ? currencyOfCountry(ctx.country) : null;
    const currency = markerBefore ?? markerAfter ?? dashEnded;
    // The currency first: "40,000" is forty Tunisian dinars but forty thousand of anything else.
    let value = parseAmount(m[0], currency);
    if (value === null) continue;
    value = withUnits(value, after?.[1] ?? '');
    let end = markerAfter && after ? numEnd + after[0].length : numEnd;
    // "226 pounds 50 pence" (a price written out, as a screen reader says it): one amount.
    const spoken =
      markerAfter && /^\s*(?:pounds?|dollars?|euros?)$/iu.test(after?.[1] ?? '')
        ? text.slice(end).match(SPOKEN_CENTS)
        : null;
    if (spoken?.[1] && !/[.,]/.test(m[0])) {
      value += Number(spoken[1]) / 100;
      end += spoken[0].length;
      spokenTo = end;
    }
    atoms.push({
      start: markerBefore && before ? numStart - before[0].length : numStart,
      end,
      value,
      currency,
    });
  }
  return atoms;
}
