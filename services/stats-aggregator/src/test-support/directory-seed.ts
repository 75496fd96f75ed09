import { sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';

const COUNTRIES = [
  { country: 'GB', currency: 'GBP' },
  { country: 'FR', currency: 'EUR' },
  { country: 'JP', currency: 'JPY' },
  { country: 'US', currency: 'USD' },
  { country: 'CH', currency: 'CHF' },
  { country: '', currency: 'USD' },
];

/**
 * A small directory in several currencies, built with plain arithmetic so every figure is known:
 * practice i has (i % 4) services, none of which have a stored min_price_usd yet.
 */
export async function seedSmallDirectory(db: Database, practices = 30): Promise<void> {
  const categories = rowsOf<{ id: number }>(
    await db.execute(sql`select id from global_categories order by id`),
  );
  for (let i = 0; i < practices; i += 1) {
    const place = COUNTRIES[i % COUNTRIES.length] ?? { country: '', currency: 'USD' };
    const services = Array.from({ length: i % 4 }, (_, k) => ({
      categoryId: Number(categories[(i + k) % categories.length]?.id),
      priceMin: place.currency === 'JPY' ? 3000 + 100 * i : 20 + i + k,
      priceMax: k % 2 === 0 ? (place.currency === 'JPY' ? 6000 + 100 * i : 40 + 2 * i) : null,
    }));
    const mins = services.map((s) => s.priceMin);
    const [row] = await db
      .insert(schema.globalPractices)
      .values({
        source: 'aggregator-test',
        sourceId: `p-${i}`,
        name: `Practice ${i}`,
        country: place.country,
        currency: place.currency,
        lat: 10 + i / 10,
        lng: 20 + i / 10,
        serviceCount: services.length,
        minPrice: mins.length ? Math.min(...mins) : null,
        maxPrice: mins.length ? Math.max(...services.map((s) => s.priceMax ?? s.priceMin)) : null,
      })
      .returning({ id: schema.globalPractices.id });
    if (!row || services.length === 0) continue;
    await db.insert(schema.globalPracticeServices).values(
      services.map((s) => ({
        practiceId: row.id,
        categoryId: s.categoryId,
        name: `Service ${s.categoryId}`,
        priceMin: s.priceMin,
        priceMax: s.priceMax,
        currency: place.currency,
        confidence: 0.9,
      })),
    );
  }
}
