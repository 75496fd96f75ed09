import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase, schema, type Database, type DatabaseHandle } from '@petvet/shared/server';
import { inject } from 'vitest';
import type {} from '../../../../test-support/global-setup';

/** The test run's own database (migrated by the global setup). */
export function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: inject('databaseUrl'), migrate: false });
}

/** A directory practice to crawl, and the crawl job the API would have created for it. */
export async function insertPracticeToCrawl(db: Database, website: string, country = 'GB') {
  const [practice] = await db
    .insert(schema.globalPractices)
    .values({
      source: 'test',
      sourceId: randomUUID(),
      name: 'Test Vets',
      website,
      country,
      currency: 'GBP',
    })
    .returning({ id: schema.globalPractices.id });
  const [crawl] = await db
    .insert(schema.crawlJobs)
    .values({ practiceId: practice!.id, status: 'queued', requestedBy: 'test' })
    .returning({ id: schema.crawlJobs.id });
  return { practiceId: practice!.id, crawlJobId: crawl!.id };
}

export async function practiceRow(db: Database, practiceId: number) {
  const [row] = await db
    .select()
    .from(schema.globalPractices)
    .where(eq(schema.globalPractices.id, practiceId));
  return row!;
}

export async function crawlJobRow(db: Database, crawlJobId: string) {
  const [row] = await db.select().from(schema.crawlJobs).where(eq(schema.crawlJobs.id, crawlJobId));
  return row!;
}

export async function storedServices(db: Database, practiceId: number) {
  return db
    .select({
      name: schema.globalPracticeServices.name,
      priceMin: schema.globalPracticeServices.priceMin,
      priceMax: schema.globalPracticeServices.priceMax,
      currency: schema.globalPracticeServices.currency,
      categoryId: schema.globalPracticeServices.categoryId,
      sourceUrl: schema.globalPracticeServices.sourceUrl,
      standardService: schema.globalPracticeServices.standardService,
      band: schema.globalPracticeServices.band,
      seenAt: schema.globalPracticeServices.seenAt,
    })
    .from(schema.globalPracticeServices)
    .where(eq(schema.globalPracticeServices.practiceId, practiceId))
    .orderBy(schema.globalPracticeServices.id);
}
