import type { ExtractedService } from './types';

/** Passes over the services read from a page that keep each standard price once. */

// "Individual cremation £175-£265, depending on size" above the price for each band: the range
// only sums up the per-band prices (its ends are their lowest and highest), so it is no price.
export function withoutSummaries(services: ExtractedService[]): ExtractedService[] {
  return services.filter((s) => {
    if (!s.standardService || s.band !== 'any' || s.priceMax === null) return true;
    const banded = services.filter(
      (o) =>
        o.standardService === s.standardService && o.band !== 'any' && o.currency === s.currency,
    );
    if (banded.length < 2) return true;
    const low = Math.min(...banded.map((o) => o.priceMin));
    const high = Math.max(...banded.map((o) => o.priceMax ?? o.priceMin));
    return !(Math.abs(low - s.priceMin) < 0.005 && Math.abs(high - s.priceMax) < 0.005);
  });
}

// A standard service's price for one band said twice on a page ("optional, £79" in an inclusions
// table and again in its own section) is one price, kept with the more confident reading.
export function onePerStandardPrice(services: ExtractedService[]): ExtractedService[] {
  const kept = new Map<string, ExtractedService>();
  const out: ExtractedService[] = [];
  for (const s of services) {
    if (!s.standardService) {
      out.push(s);
      continue;
    }
    const key = [s.standardService, s.band, s.priceMin, s.priceMax, s.currency].join('|');
    const known = kept.get(key);
    if (!known) {
      kept.set(key, s);
      out.push(s);
    } else if (s.confidence > known.confidence) {
      out[out.indexOf(known)] = s;
      kept.set(key, s);
    }
  }
  return out;
}
