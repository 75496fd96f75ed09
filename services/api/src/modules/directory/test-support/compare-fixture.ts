import type { PriceBand } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import { createDemoRepository } from '../demo/demo.repository';

const INCLUDES = ['general anaesthesia or sedation', 'pain relief'];

/** Keyhole spay prices per fixture practice: [band, price, currency]. */
const KEYHOLE_SPAYS: Record<string, Array<[PriceBand, number, string]>> = {
  L1: [
    ['dog_small', 800, 'GBP'],
    ['dog_medium', 900, 'GBP'],
    ['cat', 500, 'GBP'],
  ],
  L2: [['any', 700, 'GBP']],
  // The band's own price wins over the practice's price for any pet.
  L3: [
    ['dog_medium', 1100, 'GBP'],
    ['any', 600, 'GBP'],
  ],
  L4: [['dog_medium', 400, 'GBP']],
  P1: [['dog_medium', 1000, 'EUR']],
};

/**
 * On top of the directory fixture: laparoscopic spay prices at known bands. Within 50 km of London
 * a medium dog finds L2 £700 (any pet), L1 £900, L3 £1,100; Reading (L4, £400) and Paris (P1, €1,000)
 * lie outside.
 */
export async function seedCompareFixture(db: Database, ids: Record<string, number>): Promise<void> {
  const demo = createDemoRepository(db);
  const categories = await demo.categoryIdsBySlug();
  await demo.insertServices(
    Object.entries(KEYHOLE_SPAYS).flatMap(([key, prices]) =>
      prices.map(([band, price, currency]) => ({
        practiceId: ids[key] as number,
        categoryId: categories.get('neutering') as number,
        name: 'Lap spay',
        species: band === 'cat' ? 'Cat' : band === 'any' ? 'Mixed' : 'Dog',
        priceMin: price,
        priceMax: null,
        currency,
        confidence: 0.9,
        priceNotes: null,
        standardService: 'spay-laparoscopic' as const,
        band,
        inclusions: key === 'L1' ? INCLUDES : null,
        sourceUrl: `https://www.${key.toLowerCase()}-vets.example/prices`,
      })),
    ),
  );
}
