import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PriceEvidence } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';

/** What the extractor would have kept with a price read from a table row. */
export const evidenceOf = (text: string): PriceEvidence => ({
  layout: 'table',
  text,
  bandSource: 'header "Cat"',
  vat: 'inclusive',
  surgery: null,
  checks: [],
});

async function categoryId(db: Database, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: schema.globalCategories.id })
    .from(schema.globalCategories)
    .where(eq(schema.globalCategories.slug, slug));
  return row!.id;
}

/** A crawled practice near the point given, with its stored summary as a crawl leaves it. */
export async function insertPractice(
  db: Database,
  at: { lat: number; lng: number },
  name = 'Harbour Vets',
): Promise<number> {
  const [row] = await db
    .insert(schema.globalPractices)
    .values({
      source: 'test',
      sourceId: randomUUID(),
      name,
      website: 'https://harbour-vets.example',
      country: 'GB',
      currency: 'GBP',
      lat: at.lat,
      lng: at.lng,
    })
    .returning({ id: schema.globalPractices.id });
  return row!.id;
}

export interface PriceRow {
  service?: 'first-consultation' | 'nail-clipping' | 'vaccination-booster';
  band?: 'any' | 'cat' | 'dog_small';
  price: number;
  origin?: 'crawled' | 'confirmed' | 'entered';
  name?: string;
}

const categoryOf = {
  'first-consultation': 'consultation',
  'nail-clipping': 'nail-clipping',
  'vaccination-booster': 'vaccination',
} as const;

/** A published price, as the crawl (or the practice) stored it; answers its id. */
export async function insertPrice(db: Database, practiceId: number, p: PriceRow): Promise<number> {
  const service = p.service ?? 'first-consultation';
  const [row] = await db
    .insert(schema.globalPracticeServices)
    .values({
      practiceId,
      categoryId: await categoryId(db, categoryOf[service]),
      name: p.name ?? 'Consultation',
      species: p.band === 'cat' ? 'Cat' : p.band === 'dog_small' ? 'Dog' : 'Mixed',
      priceMin: p.price,
      priceMax: p.price,
      currency: 'GBP',
      confidence: 0.9,
      sourceUrl: 'https://harbour-vets.example/prices',
      standardService: service,
      band: p.band ?? 'any',
      origin: p.origin ?? 'crawled',
      confirmedAt: p.origin && p.origin !== 'crawled' ? new Date('2026-11-01T09:00:00Z') : null,
      evidence: evidenceOf(`${p.name ?? 'Consultation'} | £${p.price}`),
    })
    .returning({ id: schema.globalPracticeServices.id });
  return row!.id;
}

/** An unsure reading kept apart; answers its id. */
export async function insertUnconfirmed(db: Database, practiceId: number, p: PriceRow) {
  const service = p.service ?? 'nail-clipping';
  const [row] = await db
    .insert(schema.globalPracticeUnconfirmedPrices)
    .values({
      practiceId,
      name: p.name ?? 'Nail clip',
      category: categoryOf[service],
      species: 'Mixed',
      priceMin: p.price,
      priceMax: p.price,
      currency: 'GBP',
      confidence: 0.55,
      sourceUrl: 'https://harbour-vets.example/faq',
      standardService: service,
      band: p.band ?? 'any',
      evidence: { ...evidenceOf(`Nail clips are £${p.price}`), layout: 'prose' },
    })
    .returning({ id: schema.globalPracticeUnconfirmedPrices.id });
  return row!.id;
}

/** The account has proved it controls the practice's website. */
export async function verifiedClaim(db: Database, practiceId: number, accountId: string) {
  await db.insert(schema.practiceClaims).values({
    practiceId,
    accountId,
    method: 'file',
    tokenHash: 'x'.repeat(64),
    status: 'verified',
    expiresAt: new Date('2026-12-01T00:00:00Z'),
    verifiedAt: new Date('2026-11-27T00:00:00Z'),
  });
}

/** Sets the practice's summary as a crawl would have left it, from its published prices. */
export async function summarise(db: Database, practiceId: number) {
  await db.execute(sql`update global_practices p set
      service_count = (select count(*) from global_practice_services s where s.practice_id = p.id),
      min_price = (select min(price_min) from global_practice_services s where s.practice_id = p.id),
      max_price = (select max(price_max) from global_practice_services s where s.practice_id = p.id)
    where p.id = ${practiceId}`);
}
