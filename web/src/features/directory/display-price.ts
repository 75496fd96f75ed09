import { convert, isKnownCurrency } from '@petvet/shared';
import { localePriceRange } from '../../lib/money-locale';

/**
 * A price range as the visitor asked to see it: in the chosen currency (converted with the dated
 * rate table, the practice's own figure in brackets), or as the practice states it when no
 * currency is chosen or the table does not hold the practice's. Money is written the way the
 * active language writes it.
 */
export function shownPriceRange(
  min: number | null,
  max: number | null,
  currency: string,
  display: string,
): string {
  const own = localePriceRange(min, max, currency);
  if (!display || display === currency || !isKnownCurrency(currency) || min === null) return own;
  const to = (amount: number | null) =>
    amount === null ? null : convert(amount, currency, display);
  return `≈${localePriceRange(to(min), to(max), display)} (${own})`;
}
