import { convert, currencyForCountry, roundMoney } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import { createDemoRepository } from '../demo/demo.repository';
import { createImportRepository } from '../import/import.repository';

interface FixtureService {
  slug: string;
  name: string;
  min: number;
  max?: number;
}
export interface FixturePractice {
  key: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  verified: boolean;
  rating: number | null;
  postcode?: string;
  services: FixtureService[];
}

const consult = (min: number, max?: number): FixtureService => ({
  slug: 'consultation',
  name: 'Consultation',
  min,
  ...(max ? { max } : {}),
});
const vaccine = (min: number): FixtureService => ({ slug: 'vaccination', name: 'Booster', min });

/** Known practices at known places (distances from central London in the comments). */
export const FIXTURE: FixturePractice[] = [
  {
    key: 'L1',
    city: 'London',
    country: 'GB',
    lat: 51.5074,
    lng: -0.1278,
    verified: true,
    rating: 4.5,
    postcode: 'EC1Y 8QP',
    services: [
      consult(40, 60),
      vaccine(50),
      { slug: 'dental', name: 'Scale and polish', min: 200, max: 300 },
    ],
  },
  {
    key: 'L2',
    city: 'London',
    country: 'GB',
    lat: 51.55,
    lng: -0.1,
    verified: false,
    rating: 4.9,
    services: [consult(30), vaccine(45)],
  }, // ~5 km
  {
    key: 'L3',
    city: 'London',
    country: 'GB',
    lat: 51.6,
    lng: -0.2,
    verified: true,
    rating: null,
    services: [consult(80)],
  }, // ~11 km
  {
    key: 'L4',
    city: 'Reading',
    country: 'GB',
    lat: 51.4543,
    lng: -0.9781,
    verified: false,
    rating: 3.0,
    services: [],
  }, // ~59 km
  {
    key: 'L5',
    city: 'Brighton',
    country: 'GB',
    lat: 50.8225,
    lng: -0.1372,
    verified: true,
    rating: 4.0,
    services: [vaccine(20)],
  }, // ~76 km
  {
    key: 'P1',
    city: 'Paris',
    country: 'FR',
    lat: 48.8566,
    lng: 2.3522,
    verified: true,
    rating: 4.2,
    services: [consult(50), vaccine(60)],
  }, // ~344 km
  {
    key: 'T1',
    city: 'Tokyo',
    country: 'JP',
    lat: 35.6762,
    lng: 139.6503,
    verified: false,
    rating: 4.7,
    services: [consult(5000)],
  },
  {
    key: 'N1',
    city: 'New York',
    country: 'US',
    lat: 40.7128,
    lng: -74.006,
    verified: true,
    rating: 3.5,
    services: [consult(70), { slug: 'dental', name: 'Dental check', min: 250 }],
  },
];

/** Stores the fixture (source 'fixture') and returns each practice's id by its key. */
export async function seedDirectoryFixture(
  db: Database,
  practices: FixturePractice[] = FIXTURE,
): Promise<Record<string, number>> {
  const demo = createDemoRepository(db);
  const imports = createImportRepository(db);
  const categories = await demo.categoryIdsBySlug();
  const batch = practices.map((p) => {
    const currency = currencyForCountry(p.country);
    const mins = p.services.map((s) => s.min);
    const minPrice = mins.length ? Math.min(...mins) : null;
    const maxPrice = p.services.length ? Math.max(...p.services.map((s) => s.max ?? s.min)) : null;
    const domain = `${p.key.toLowerCase()}-vets.example`;
    return {
      practice: {
        source: 'fixture',
        sourceId: p.key,
        name: `${p.key} Vets`,
        address: `1 ${p.key} Street`,
        city: p.city,
        postcode: p.postcode ?? '',
        country: p.country,
        phone: '+44 20 0000 0000',
        website: `https://www.${domain}/`,
        websiteDomain: domain,
        lat: p.lat,
        lng: p.lng,
        verified: p.verified,
        verificationSource: p.verified ? 'fixture-registry' : null,
        currency,
      },
      pricing: {
        rating: p.rating,
        serviceCount: p.services.length,
        minPrice,
        maxPrice,
        minPriceUsd: minPrice === null ? null : roundMoney(convert(minPrice, currency, 'USD')),
      },
    };
  });
  const stored = await imports.upsertPracticeBatch(batch);
  const ids = Object.fromEntries(stored.map((row) => [row.sourceId, row.id]));
  await demo.insertServices(
    practices.flatMap((p) =>
      p.services.map((s) => ({
        practiceId: ids[p.key] as number,
        categoryId: categories.get(s.slug) as number,
        name: s.name,
        species: 'Mixed',
        priceMin: s.min,
        priceMax: s.max ?? null,
        currency: currencyForCountry(p.country),
        confidence: 0.8,
        priceNotes: s.slug === 'dental' ? 'Includes anaesthetic' : null,
      })),
    ),
  );
  return ids;
}
