/**
 * Currencies of the worldwide directory: the display currency guessed from a location, symbols,
 * price formatting, the currency of each country, and a fixed, dated rate table.
 */
import { numberFormat } from './intl-formats';

/**
 * Approximate mid-market reference rates: value of one unit in US dollars, as of `RATES_AS_OF`.
 * They rank and filter prices across countries ("at most $50" against a price in yen); they are
 * never used to charge anyone. Update the table and the date together.
 */
export const RATES_AS_OF = '2025-01-02';
export const RATES_TO_USD = {
  USD: 1,
  EUR: 1.035,
  GBP: 1.25,
  JPY: 0.00636,
  CAD: 0.695,
  AUD: 0.622,
  CHF: 1.1,
  NZD: 0.562,
  SGD: 0.733,
  HKD: 0.1287,
  CNY: 0.137,
  KRW: 0.00068,
  INR: 0.01167,
  SEK: 0.0906,
  NOK: 0.088,
  DKK: 0.1388,
  PLN: 0.243,
  CZK: 0.0411,
  HUF: 0.00251,
  RON: 0.208,
  TRY: 0.0283,
  ILS: 0.274,
  AED: 0.2723,
  ZAR: 0.0531,
  BRL: 0.162,
  MXN: 0.0485,
  ARS: 0.00097,
  CLP: 0.001,
  COP: 0.000227,
  THB: 0.0291,
  MYR: 0.2235,
  PHP: 0.0172,
  IDR: 0.0000617,
  PEN: 0.266,
  UYU: 0.0227,
  ISK: 0.00719,
  VND: 0.0000393,
  KES: 0.00773,
  NGN: 0.000647,
  MAD: 0.0989,
  SAR: 0.2662,
  EGP: 0.0197,
  RSD: 0.00884,
  UAH: 0.0238,
  GHS: 0.087,
  TND: 0.33,
  CRC: 0.00198,
  KZT: 0.00195,
  PKR: 0.00355,
  LKR: 0.00332,
  NPR: 0.0071,
  GTQ: 0.129,
} as const;

export type CurrencyCode = keyof typeof RATES_TO_USD;
export const CURRENCY_CODES = Object.keys(RATES_TO_USD) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/**
 * The codes the crawler accepts when a page names them: the currencies above whose codes are not
 * also everyday words (TRY, PHP) or rare on vets' pages. A code outside it is ignored, not guessed.
 */
export const PAGE_CURRENCY_CODES: readonly CurrencyCode[] = [
  'USD',
  'GBP',
  'EUR',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'SGD',
  'HKD',
  'MXN',
  'BRL',
  'INR',
  'ZAR',
  'CNY',
];

export function isKnownCurrency(code: string): code is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(RATES_TO_USD, code);
}

/** Converts with the dated table; throws on a code the table does not hold. */
export function convert(amount: number, from: string, to: string): number {
  if (!isKnownCurrency(from)) throw new Error(`Unknown currency: ${from}`);
  if (!isKnownCurrency(to)) throw new Error(`Unknown currency: ${to}`);
  if (from === to) return amount;
  return (amount * RATES_TO_USD[from]) / RATES_TO_USD[to];
}

/**
 * Cents, half up, as PostgreSQL's round(numeric, 2) does: 45 × 1.035 is 46.575 exactly there but
 * 46.57499… in floating point, so the float is first cut to 6 decimals.
 */
export const roundMoney = (amount: number): number =>
  Math.round(Number((amount * 100).toFixed(6))) / 100;

/**
 * Place words per currency, checked in this order (the first match wins); words match whole and
 * in any letter case.
 */
const GUESSES: Array<[CurrencyCode, string[]]> = [
  [
    'GBP',
    ['UK', 'London', 'Manchester', 'Birmingham', 'Glasgow', 'Edinburgh', 'Liverpool', 'Leeds'],
  ],
  ['EUR', ['Europe', 'Germany', 'France', 'Italy', 'Spain', 'Netherlands']],
  ['CAD', ['Canada', 'Toronto', 'Vancouver']],
  ['AUD', ['Australia', 'Sydney', 'Melbourne']],
  ['JPY', ['Japan', 'Tokyo']],
];
const GUESS_PATTERNS = GUESSES.map(
  ([code, words]) =>
    [
      code,
      new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
    ] as const,
);

/** The display currency guessed from free location text ("Leeds, UK" → GBP), else USD. */
export function guessCurrency(location: string | null | undefined): CurrencyCode {
  if (!location) return DEFAULT_CURRENCY;
  for (const [code, pattern] of GUESS_PATTERNS) if (pattern.test(location)) return code;
  return DEFAULT_CURRENCY;
}

const SYMBOLS: Partial<Record<string, string>> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
};

/** Symbols for six currencies; every other code (CHF included) shows as the code itself. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? code.toUpperCase();
}

// Currencies whose smallest everyday unit is the whole unit.
const NO_DECIMALS = new Set(['JPY', 'KRW', 'CLP', 'IDR', 'HUF', 'COP']);

/** "£45", "£45.50", "¥3,000", "CHF 80". */
export function formatPrice(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const whole = NO_DECIMALS.has(code) || Number.isInteger(roundMoney(amount));
  const digits = whole ? 0 : 2;
  const number = numberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  const symbol = currencySymbol(code);
  return symbol === code ? `${code} ${number}` : `${symbol}${number}`;
}

export const PRICE_NOT_LISTED_TEXT = 'Price on request';

/** "£30 - £60", or one price when both ends agree or only one is known. */
export function formatPriceRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
): string {
  const low = min ?? max;
  if (low === null || low === undefined) return PRICE_NOT_LISTED_TEXT;
  if (max === null || max === undefined || min === null || min === undefined || max <= min) {
    return formatPrice(low, currency);
  }
  return `${formatPrice(min, currency)} - ${formatPrice(max, currency)}`;
}

const EURO_AREA =
  'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SK SI AD MC SM VA ME XK'.split(' ');
const BY_COUNTRY: Record<string, CurrencyCode> = {
  US: 'USD',
  PR: 'USD',
  EC: 'USD',
  SV: 'USD',
  PA: 'USD',
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  JP: 'JPY',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  LI: 'CHF',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  CN: 'CNY',
  KR: 'KRW',
  IN: 'INR',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  TR: 'TRY',
  IL: 'ILS',
  AE: 'AED',
  ZA: 'ZAR',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  TH: 'THB',
  MY: 'MYR',
  PH: 'PHP',
  ID: 'IDR',
  PE: 'PEN',
  UY: 'UYU',
  IS: 'ISK',
  VN: 'VND',
  KE: 'KES',
  NG: 'NGN',
  MA: 'MAD',
  SA: 'SAR',
  EG: 'EGP',
  RS: 'RSD',
  UA: 'UAH',
  GH: 'GHS',
  TN: 'TND',
  CR: 'CRC',
  KZ: 'KZT',
  PK: 'PKR',
  LK: 'LKR',
  NP: 'NPR',
  GT: 'GTQ',
};
for (const code of EURO_AREA) BY_COUNTRY[code] = 'EUR';

/** Currency of an ISO 3166-1 alpha-2 country ("DE" → EUR); USD when the table has none. */
export function currencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  if (!countryCode) return DEFAULT_CURRENCY;
  return BY_COUNTRY[countryCode.toUpperCase()] ?? DEFAULT_CURRENCY;
}

/** A PetVet clinic's currency where its country says nothing (the spec's prices are in pounds). */
export const DEFAULT_CLINIC_CURRENCY: CurrencyCode = 'GBP';

/**
 * The default currency of a PetVet clinic from its ISO country code ("US" → USD, "FR" → EUR);
 * GBP when the country is blank or the table has none.
 */
export function clinicCurrencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  if (!countryCode) return DEFAULT_CLINIC_CURRENCY;
  return BY_COUNTRY[countryCode.toUpperCase()] ?? DEFAULT_CLINIC_CURRENCY;
}

/** Every country the table knows with its currency: the migration's backfill is written from it. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = BY_COUNTRY;
