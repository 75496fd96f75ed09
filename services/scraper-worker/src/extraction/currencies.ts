/**
 * Currency markers as practices write them, and how the ambiguous ones (`$`, `¥`, `kr`) are
 * resolved from the practice's country.
 */
import { COUNTRY_CURRENCIES, PAGE_CURRENCY_CODES } from '@petvet/shared';
import { worldCurrency } from './world-currencies';

// A column header's currency: a symbol, a code we read on pages, or the word for it.
// Also the local words of a column's money ("Cena od [zł]", "Preis (Fr.)", "Pris kr").
const HEADER_MARKER = new RegExp(
  `(US\\$|C\\$|A\\$|NZ\\$|R\\$|[$£€¥￥₹円원₩₱฿₺₪]|\\b(?:${PAGE_CURRENCY_CODES.join('|')})\\b|\\b(?:euros?|dollars?|pounds?)\\b|(?<![\\p{L}])(?:zł|kč|ft|lei|kr|chf|s?fr\\.)(?![\\p{L}]))`,
  'iu',
);

const DOLLAR_BY_COUNTRY: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
  AR: 'ARS',
  AE: 'AED',
  CL: 'CLP',
  CO: 'COP',
  TW: 'TWD',
  UY: 'UYU',
};
const KRONA_BY_COUNTRY: Record<string, string> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK' };

/** Country from the address's top-level domain ('.co.uk' → GB); null for generic ones. */
export function countryFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const tld = host.split('.').pop() ?? '';
  if (tld === 'uk') return 'GB';
  if (tld.length === 2 && /^[a-z]{2}$/.test(tld)) return tld.toUpperCase();
  return null;
}

export interface CurrencyContext {
  /** The practice's country when known (explicit, else from the domain, else the page's lang). */
  country: string | null;
}

/**
 * The ISO code a marker stands for, or null when it is not a currency we store.
 * `$` and `¥` follow the country; a bare `$` on a generic domain is the US dollar.
 */
export function currencyOfMarker(marker: string, ctx: CurrencyContext): string | null {
  const m = marker.replace(/\s+/g, '').replace(/\.$/, '');
  const upper = m.toUpperCase();
  if ((PAGE_CURRENCY_CODES as readonly string[]).includes(upper)) return upper;
  switch (upper) {
    case '$':
      // On a page of a country whose money is not known here, "$" is most likely that money
      // itself (the Dominican "RD$" peso): no price is better than one read as US dollars.
      if (ctx.country && !DOLLAR_BY_COUNTRY[ctx.country] && !COUNTRY_CURRENCIES[ctx.country])
        return null;
      return DOLLAR_BY_COUNTRY[ctx.country ?? ''] ?? 'USD';
    case 'NT$':
      return 'TWD';
    case 'AR$':
      return 'ARS';
    case 'US$':
    case 'U$S':
      return 'USD';
    case 'C$':
    case 'CA$':
    case 'CAN$':
      return 'CAD';
    case 'A$':
    case 'AU$':
      return 'AUD';
    case 'NZ$':
      return 'NZD';
    case 'S$':
    case 'SG$':
      return 'SGD';
    case 'HK$':
      return 'HKD';
    case 'MX$':
      return 'MXN';
    case 'R$':
      return 'BRL';
    case '£':
      return 'GBP';
    case '€':
    case 'EURO':
    case 'EUROS':
      return 'EUR';
    case '¥':
    case '￥':
      return ctx.country === 'CN' ? 'CNY' : 'JPY';
    case '円':
      return 'JPY';
    case '元':
      return ctx.country === 'TW' ? 'TWD' : 'CNY';
    case '₹':
      return 'INR';
    // The rand's bare "R" ("R 1 450,00") is read only on South African pages.
    case 'R':
      return ctx.country === 'ZA' ? 'ZAR' : null;
    case 'FR':
    case 'SFR':
      return 'CHF';
    case 'ZŁ':
      return 'PLN';
    case 'KČ':
      return 'CZK';
    case 'KR':
      return KRONA_BY_COUNTRY[ctx.country ?? ''] ?? null;
    // The dirham: Moroccan on Moroccan pages ("350 DH"), else the UAE's ("Dhs 250").
    case 'DH':
    case 'DHS':
      return ctx.country === 'MA' ? 'MAD' : 'AED';
    default:
      return worldCurrency(m, ctx.country) ?? namedCurrency(upper, ctx);
  }
}

function namedCurrency(upper: string, ctx: CurrencyContext): string | null {
  if (/^DOLLARS?$/.test(upper)) return DOLLAR_BY_COUNTRY[ctx.country ?? ''] ?? 'USD';
  if (/^POUNDS?$/.test(upper)) return 'GBP';
  return null;
}

/** The currency a page's prices are in when a column header says only "(€)" or a code. */
export function currencyInHeader(text: string, ctx: CurrencyContext): string | null {
  const match = text.match(HEADER_MARKER);
  return match?.[1] ? currencyOfMarker(match[1], ctx) : null;
}

/**
 * For a site on a generic domain (.com, .vet): the country its own words give away, for `$`.
 * Named currencies first, then postal addresses with their region codes.
 */
export function countryFromText(text: string): string | null {
  if (/canadian dollars?|\bCAD\b|\bC\$|\bHST\b/.test(text)) return 'CA';
  if (/australian dollars?|\bAUD\b|\bA\$|\bABN\s?\d/.test(text)) return 'AU';
  if (/new zealand dollars?|\bNZD\b|\bNZ\$/.test(text)) return 'NZ';
  if (/\b(?:AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/.test(text)) return 'CA';
  if (/\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/.test(text)) return 'AU';
  return null;
}

/** The currency a country's prices are in, when it has one we store. */
export function currencyOfCountry(country: string | null): string | null {
  return (country && COUNTRY_CURRENCIES[country.toUpperCase()]) || null;
}
