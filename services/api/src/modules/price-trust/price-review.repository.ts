import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CrawlDifference, PriceEvidence, PriceReviewItem } from '@petvet/shared';
import { etagOf } from '@petvet/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { atVersion, versionOf } from '../../lib/if-match';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;
const gup = schema.globalPracticeUnconfirmedPrices;

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const publishedColumns = {
  id: gps.id,
  name: gps.name,
  species: gps.species,
  standardService: gps.standardService,
  band: gps.band,
  priceMin: gps.priceMin,
  priceMax: gps.priceMax,
  currency: gps.currency,
  confidence: gps.confidence,
  evidence: gps.evidence,
  sourceUrl: gps.sourceUrl,
  seenAt: gps.seenAt,
  origin: gps.origin,
  confirmedAt: gps.confirmedAt,
  crawlDiffers: gps.crawlDiffers,
  version: versionOf(gps),
};
export type PublishedRow = Awaited<ReturnType<typeof publishedOf>>[number];

const unconfirmedColumns = {
  id: gup.id,
  name: gup.name,
  category: gup.category,
  species: gup.species,
  standardService: gup.standardService,
  band: gup.band,
  priceMin: gup.priceMin,
  priceMax: gup.priceMax,
  currency: gup.currency,
  confidence: gup.confidence,
  priceNotes: gup.priceNotes,
  inclusions: gup.inclusions,
  evidence: gup.evidence,
  sourceUrl: gup.sourceUrl,
  seenAt: gup.seenAt,
  version: versionOf(gup),
};
export type UnconfirmedRow = Awaited<ReturnType<typeof unconfirmedOf>>[number];

function publishedOf(db: Db, practiceId: number) {
  return db
    .select(publishedColumns)
    .from(gps)
    .where(eq(gps.practiceId, practiceId))
    .orderBy(sql`${gps.standardService} nulls last`, asc(gps.band), asc(gps.id));
}

function unconfirmedOf(db: Db, practiceId: number) {
  return db
    .select(unconfirmedColumns)
    .from(gup)
    .where(eq(gup.practiceId, practiceId))
    .orderBy(sql`${gup.standardService} nulls last`, asc(gup.band), asc(gup.id));
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A published row as the review shows it; a PetVet listing's rows are the clinic's own. */
export function publishedItem(row: PublishedRow): PriceReviewItem {
  return {
    key: `p${row.id}`,
    status: 'published',
    origin: row.origin,
    name: row.name,
    species: row.species,
    standardService: row.standardService as PriceReviewItem['standardService'],
    band: row.band as PriceReviewItem['band'],
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    currency: row.currency,
    confidence: row.confidence,
    evidence: (row.evidence as PriceEvidence | null) ?? null,
    sourceUrl: row.sourceUrl,
    seenAt: iso(row.seenAt),
    confirmedAt: iso(row.confirmedAt),
    crawlDiffers: (row.crawlDiffers as CrawlDifference | null) ?? null,
    etag: etagOf(row.version),
  };
}

export function unconfirmedItem(row: UnconfirmedRow): PriceReviewItem {
  return {
    key: `u${row.id}`,
    status: 'unconfirmed',
    origin: 'crawled',
    name: row.name,
    species: row.species,
    standardService: row.standardService,
    band: row.band,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    currency: row.currency,
    confidence: row.confidence,
    evidence: row.evidence,
    sourceUrl: row.sourceUrl,
    seenAt: iso(row.seenAt),
    confirmedAt: null,
    crawlDiffers: null,
    etag: etagOf(row.version),
  };
}

/** What a practice's review reads and writes. Every write is guarded by the item's version. */
export function createPriceReviewRepository(db: Db) {
  return {
    async practice(id: number) {
      const [row] = await db
        .select({ id: gp.id, name: gp.name, website: gp.website, clinicId: gp.clinicId })
        .from(gp)
        .where(eq(gp.id, id));
      return row ?? null;
    },

    /** Locks the practice: its review writes and its crawls take turns (a crawl locks it too). */
    async lockPractice(id: number): Promise<void> {
      await db.select({ id: gp.id }).from(gp).where(eq(gp.id, id)).for('update');
    },

    async items(practiceId: number): Promise<PriceReviewItem[]> {
      const [published, unconfirmed] = [
        await publishedOf(db, practiceId),
        await unconfirmedOf(db, practiceId),
      ];
      return [...published.map(publishedItem), ...unconfirmed.map(unconfirmedItem)];
    },

    async publishedExists(practiceId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: gps.id })
        .from(gps)
        .where(and(eq(gps.id, id), eq(gps.practiceId, practiceId)));
      return rows.length > 0;
    },

    async unconfirmedExists(practiceId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: gup.id })
        .from(gup)
        .where(and(eq(gup.id, id), eq(gup.practiceId, practiceId)));
      return rows.length > 0;
    },

    /** The guarded change of a published price; null when it is gone or at another version. */
    async updatePublished(
      practiceId: number,
      id: number,
      version: string | undefined,
      change: PgUpdateSetSource<typeof gps>,
    ): Promise<PublishedRow | null> {
      const [row] = await db
        .update(gps)
        .set(change)
        .where(and(eq(gps.id, id), eq(gps.practiceId, practiceId), atVersion(gps, version)))
        .returning(publishedColumns);
      return row ?? null;
    },

    async deletePublished(practiceId: number, id: number, version: string | undefined) {
      const rows = await db
        .delete(gps)
        .where(and(eq(gps.id, id), eq(gps.practiceId, practiceId), atVersion(gps, version)))
        .returning({ id: gps.id });
      return rows.length > 0;
    },

    /** Takes an unconfirmed reading out (to remove it or to publish it); null when gone or stale. */
    async takeUnconfirmed(
      practiceId: number,
      id: number,
      version: string | undefined,
    ): Promise<UnconfirmedRow | null> {
      const [row] = await db
        .delete(gup)
        .where(and(eq(gup.id, id), eq(gup.practiceId, practiceId), atVersion(gup, version)))
        .returning(unconfirmedColumns);
      return row ?? null;
    },

    async insertPublished(row: typeof gps.$inferInsert): Promise<PublishedRow> {
      const [stored] = await db.insert(gps).values(row).returning(publishedColumns);
      return stored!;
    },

    /** The practice's prices of one standard service and band, by who stands behind them. */
    async sameService(practiceId: number, standardService: string, band: string) {
      return db
        .select({ id: gps.id, origin: gps.origin })
        .from(gps)
        .where(
          and(
            eq(gps.practiceId, practiceId),
            eq(gps.standardService, standardService),
            eq(gps.band, band),
          ),
        );
    },

    async deletePublishedIds(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(gps).where(inArray(gps.id, ids));
    },

    /** The directory category of a slug ('other' when it has none). */
    async categoryId(slug: string): Promise<number> {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from global_categories
          where slug = ${slug} or slug = 'other' order by (slug = ${slug}) desc limit 1`),
      );
      return Number(row!.id);
    },
  };
}

export type PriceReviewRepository = ReturnType<typeof createPriceReviewRepository>;
