import {
  DOG_BANDS,
  STANDARD_INCLUSIONS,
  convert,
  currencyForCountry,
  roundMoney,
  standardService,
  type DirectoryCategorySlug,
} from '@petvet/shared';
import type { PracticePricing } from '../import/import.repository';
import type { PracticeInput } from '../import/practice-input';
import { registrableDomain } from '../website';
import { DEMO_BAND_STEPS, DEMO_CATALOGUE, DEMO_KEYHOLE_SPAY } from './demo-catalogue';
import type { ServiceRecord } from './demo.repository';
import { DEMO_COUNTRIES, demoPostcode, pickCity } from './demo-places';

export const DEMO_SOURCE = 'demo';
export const DEMO_VERIFIER = 'demo-registry';

/** A generated service, named by its category's slug until it is stored. */
export interface DemoService extends Omit<ServiceRecord, 'practiceId' | 'categoryId'> {
  slug: DirectoryCategorySlug;
}

export interface DemoPractice {
  practice: PracticeInput;
  pricing: PracticePricing;
  services: DemoService[];
}

/** mulberry32: small, fast, and the same numbers on every machine for the same seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAME_WORDS = [
  'Happy Paws',
  'Riverside',
  'Oakwood',
  'Parkview',
  'Willow',
  'Greenfield',
  'Maple',
  'Harbour',
  'Hillside',
  'Companion',
  'Kindred',
  'Cedar',
  'Meadow',
  'Northgate',
  'Bluebell',
  'Lakeside',
  'Old Town',
  'Market Square',
  'Station Road',
  'St Francis',
];
const NAME_KINDS = [
  'Veterinary Clinic',
  'Animal Hospital',
  'Vets',
  'Veterinary Centre',
  'Pet Clinic',
  'Veterinary Practice',
  'Animal Clinic',
  'Vet Surgery',
];
const STREETS = [
  'High',
  'Church',
  'Park',
  'Mill',
  'Station',
  'Victoria',
  'Green',
  'Main',
  'King',
  'Queen',
  'Garden',
  'River',
  'Market',
  'Bridge',
  'Oak',
  'Elm',
];
const STREET_KINDS = ['Street', 'Road', 'Avenue', 'Lane', 'Way', 'Place'];

const pick = <T>(r: () => number, list: readonly T[]): T =>
  list[Math.floor(r() * list.length)] as T;
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A price that looks set by a person: whole units, or hundreds of yen. */
function nicePrice(amount: number): number {
  const step = amount >= 2000 ? (amount >= 20000 ? 500 : 50) : amount >= 100 ? 5 : 1;
  return Math.max(step, Math.round(amount / step) * step);
}

// Surgical prices state what they include; anaesthesia and pain relief always, the rest varies.
function demoInclusions(rb: () => number): string[] {
  return STANDARD_INCLUSIONS.filter((item, k) => k < 2 || rb() < 0.6);
}

/**
 * The standard list's service and band of each generated price: a cat price for cats, a dog
 * price for each dog band (rising with weight where the catalogue says so), any pet otherwise;
 * some practices add a keyhole spay beside the open one. Drawn from their own random stream, so
 * the rest of the demo directory stays as it was.
 */
function onStandardList(
  services: DemoService[],
  rb: () => number,
  country: string,
  website: string,
): DemoService[] {
  const sourceUrl = website ? `${website}prices` : null;
  const out: DemoService[] = [];
  let keyhole = false;
  const perDogBand = (s: DemoService, steps: number[], extra: Partial<DemoService> = {}) =>
    DOG_BANDS.forEach((band, k) => {
      const step = steps[k] ?? 1;
      out.push({
        ...s,
        ...extra,
        band,
        priceMin: nicePrice((extra.priceMin ?? s.priceMin) * step),
        priceMax:
          (extra.priceMax ?? s.priceMax) === null
            ? null
            : nicePrice((extra.priceMax ?? s.priceMax ?? 0) * step),
      });
    });
  for (const service of services) {
    const item = DEMO_CATALOGUE.flatMap((c) => c.services).find((i) => i.name === service.name);
    const standard = item?.standard ?? null;
    const surgical = standard !== null && standardService(standard).inclusions === true;
    const s: DemoService = {
      ...service,
      standardService: standard,
      inclusions: surgical ? demoInclusions(rb) : null,
      sourceUrl,
    };
    if (standard === null || service.species === 'Mixed') out.push({ ...s, band: 'any' });
    else if (service.species === 'Cat') out.push({ ...s, band: 'cat' });
    else perDogBand(s, item?.perBand ? DEMO_BAND_STEPS : [1, 1, 1, 1, 1]);
    const keyholeShare =
      country === 'GB' ? DEMO_KEYHOLE_SPAY.share.GB : DEMO_KEYHOLE_SPAY.share.other;
    if (item?.perBand && !keyhole && rb() < keyholeShare) {
      keyhole = true;
      const [low, high] = DEMO_KEYHOLE_SPAY.premium;
      const premium = low + rb() * (high - low);
      perDogBand(s, DEMO_BAND_STEPS, {
        name: DEMO_KEYHOLE_SPAY.name,
        standardService: DEMO_KEYHOLE_SPAY.standard,
        priceMin: service.priceMin * premium,
        priceMax: service.priceMax === null ? null : service.priceMax * premium,
        priceNotes: null,
        inclusions: demoInclusions(rb),
      });
    }
  }
  return out;
}

function servicesFor(r: () => number, country: string, currency: string): DemoService[] {
  if (r() < 0.15) return []; // not crawled yet: the practice page asks visitors to call
  const level = DEMO_COUNTRIES[country]?.priceLevel ?? 0.7;
  const size = 0.5 + r() * 0.5; // small practices offer less
  const services: DemoService[] = [];
  for (const category of DEMO_CATALOGUE) {
    if (r() >= category.share * size) continue;
    const count = r() < 0.2 && category.services.length > 1 ? 2 : 1;
    const start = Math.floor(r() * category.services.length);
    for (let k = 0; k < count; k += 1) {
      const item = category.services[(start + k) % category.services.length];
      if (!item) continue;
      const [low, high] = item.usd;
      const usd = (low + r() * (high - low) * 0.6) * level;
      const priceMin = nicePrice(convert(usd, 'USD', currency));
      const ranged = r() < 0.7;
      const priceMax = ranged ? nicePrice(priceMin * (1.2 + r() * 1.3)) : null;
      services.push({
        slug: category.slug,
        name: item.name,
        species: item.species ?? (r() < 0.1 ? pick(r, ['Dog', 'Cat']) : 'Mixed'),
        priceMin,
        priceMax: priceMax !== null && priceMax > priceMin ? priceMax : null,
        currency,
        confidence: Math.round((0.5 + r() * 0.45) * 100) / 100,
        priceNotes: item.notes && r() < 0.6 ? item.notes : null,
      });
    }
  }
  return services;
}

/** Practice number `index` of the demo directory: depends only on (seed, index). */
export function demoPractice(seed: number, index: number): DemoPractice {
  const r = mulberry32(Math.imul(seed ^ 0x9e3779b9, 2654435761) ^ index);
  const city = pickCity(r());
  const country = city.country;
  const currency = currencyForCountry(country);
  // Spread around the centre, denser near it; bigger cities spread wider.
  const spreadKm = Math.min(25, 2 + 8 * Math.sqrt(city.population / 1_000_000));
  const distanceKm = spreadKm * Math.sqrt(r());
  const angle = r() * 2 * Math.PI;
  const lat = city.lat + (distanceKm / 111.32) * Math.cos(angle);
  const lng =
    city.lng +
    (distanceKm / (111.32 * Math.max(0.1, Math.cos((city.lat * Math.PI) / 180)))) * Math.sin(angle);

  const name =
    r() < 0.35
      ? `${city.name} ${pick(r, NAME_KINDS)}`
      : `${pick(r, NAME_WORDS)} ${pick(r, NAME_KINDS)}`;
  const website = r() < 0.85 ? `https://${slugOf(name)}-${index.toString(36)}.example/` : '';
  const verified = r() < 0.2;
  const dial = DEMO_COUNTRIES[country]?.dial ?? '+1';
  const phone = `${dial} ${100 + Math.floor(r() * 900)} ${1000 + Math.floor(r() * 9000)} ${1000 + Math.floor(r() * 9000)}`;
  const rb = mulberry32(Math.imul(seed ^ 0x5bd1e995, 2246822519) ^ index);
  const services = onStandardList(servicesFor(r, country, currency), rb, country, website);
  const mins = services.map((s) => s.priceMin);
  const minPrice = mins.length ? Math.min(...mins) : null;
  const maxPrice = services.length
    ? Math.max(...services.map((s) => s.priceMax ?? s.priceMin))
    : null;
  return {
    practice: {
      source: DEMO_SOURCE,
      sourceId: `demo-${index}`,
      name,
      address: `${1 + Math.floor(r() * 250)} ${pick(r, STREETS)} ${pick(r, STREET_KINDS)}`,
      city: city.name,
      postcode: demoPostcode(city, r),
      country,
      phone,
      website,
      websiteDomain: registrableDomain(website),
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
      verified,
      verificationSource: verified ? DEMO_VERIFIER : null,
      currency,
    },
    pricing: {
      rating: r() < 0.9 ? Math.round((3 + r() * 2) * 10) / 10 : null,
      serviceCount: new Set(services.map((s) => s.name)).size,
      minPrice,
      maxPrice,
      minPriceUsd: minPrice === null ? null : roundMoney(convert(minPrice, currency, 'USD')),
    },
    services,
  };
}
