import { formatPriceRange as sharedRange } from '@petvet/shared';
import type { RealPrice } from './types';

export function formatPriceRange(price: RealPrice): string {
  return sharedRange(price.priceMin, price.priceMax, price.currency);
}
