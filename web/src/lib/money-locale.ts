import { formatPriceRange, numberFormat } from '@petvet/shared';
import { activeLocale, translate } from '../i18n/i18n';
import { clinicPrice } from './money';

/**
 * A price or a range in the price's own currency, written as the active language writes money:
 * "£30 - £60" in English (exactly the shared rule), "30 € – 60 €" in French or German. One price
 * when both ends agree or only one is known; "Price on request" when neither is.
 */
export function localePriceRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
): string {
  if (activeLocale() === 'en') return formatPriceRange(min, max, currency);
  const low = min ?? max;
  if (low === null || low === undefined) return translate('directory.price.onRequest');
  if (max === null || max === undefined || min === null || min === undefined || max <= min)
    return clinicPrice(low, currency);
  return `${clinicPrice(min, currency)} – ${clinicPrice(max, currency)}`;
}

/** One price in its own currency ("€48.50" in English, "48,50 €" in French): money.ts's rule. */
export const localePrice = (amount: number, currency: string): string =>
  clinicPrice(amount, currency);

/** A decimal such as a distance: "1.5" in English as before, "1,5" in French or German. */
export function localeDecimal(value: number, digits: number): string {
  const locale = activeLocale();
  if (locale === 'en') return value.toFixed(digits);
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
