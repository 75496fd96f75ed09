import { currencySymbol, formatPrice, numberFormat } from '@petvet/shared';
import { activeLocale } from '../i18n/i18n';

/** A clinic that predates currencies (or an old cached answer) charges in pounds. */
export const FALLBACK_CURRENCY = 'GBP';

const codeOf = (currency: string | null | undefined) =>
  (currency || FALLBACK_CURRENCY).toUpperCase();

// Currencies whose smallest everyday unit is the whole unit.
const WHOLE_UNITS = new Set(['JPY', 'KRW', 'CLP', 'IDR', 'HUF', 'COP', 'ISK', 'VND', 'NGN', 'KES']);

/**
 * In any language but English: the price in its own currency as that language writes money
 * ("48,50 €" in French, "48,50 €" in German, "45 £" in Spanish), cents shown when there are some.
 */
function localMoney(amount: number, code: string, always: boolean): string {
  const whole = WHOLE_UNITS.has(code) || (!always && Number.isInteger(amount));
  return numberFormat(activeLocale(), {
    style: 'currency',
    currency: code,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: WHOLE_UNITS.has(code) ? 0 : 2,
  }).format(amount);
}

/** A clinic price as lists show it: "£45", "$45.50", "€12", "CHF 80" (the shared symbols rule). */
export function clinicPrice(amount: number, currency: string | null | undefined): string {
  if (activeLocale() !== 'en') return localMoney(amount, codeOf(currency), false);
  return formatPrice(amount, codeOf(currency));
}

/** An amount always with its cents, as labels and totals show it: "£45.00", "$410.00", "¥3,000". */
export function clinicAmount(amount: number, currency: string | null | undefined): string {
  const code = codeOf(currency);
  if (activeLocale() !== 'en') return localMoney(amount, code, true);
  const digits = WHOLE_UNITS.has(code) ? 0 : 2;
  const number = numberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  const symbol = currencySymbol(code);
  return symbol === code ? `${code} ${number}` : `${symbol}${number}`;
}

/** "£", "$", "€", or the code itself where the rule gives no symbol ("CHF"). */
export function clinicCurrencySymbol(currency: string | null | undefined): string {
  return currencySymbol(codeOf(currency));
}
