import type { ExtractedService } from '../extraction/extract-prices';

/**
 * One row per service name and price: a price the extractor splits into one item per pet band
 * ("Vaccination (dog)" for each dog band) reads once, for tests about names and prices.
 */
export function perName(services: ExtractedService[]): ExtractedService[] {
  const seen = new Set<string>();
  return services.filter((s) => {
    const key = [s.name, s.priceMin, s.priceMax, s.currency].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
