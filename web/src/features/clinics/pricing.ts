import { formatPrice, formatPriceRange as sharedRange } from '@petvet/shared';
import type { RealPrice } from './types';

export function formatPriceRange(price: RealPrice): string {
  return sharedRange(price.priceMin, price.priceMax, price.currency);
}

/** Service option labels use the pound symbol (the platform's clinics charge in GBP). */
export function poundPrice(price: number): string {
  return formatPrice(price, 'GBP');
}
