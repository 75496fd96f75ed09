import { and, eq, sql } from 'drizzle-orm';
import { convert, isKnownCurrency, roundMoney, type StandardInclusion } from '@petvet/shared';
import { priceRange, schema, serviceCount, type Database } from '@petvet/shared/server';
import { deleteReadAgain, storableRows } from './crawl-rows';
import type { ServiceToStore } from './service-to-store';
export type { ServiceToStore } from './service-to-store';
import { priceKey, settleOwnPrices } from './own-prices';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;
const unconfirmed = schema.globalPracticeUnconfirmedPrices;
const crawls = schema.crawlJobs;

/** What a crawl stored: published prices, and unsure readings kept as unconfirmed. */
export interface StoredCounts {
  published: number;
  unconfirmed: number;
}

export interface CrawlStats {
  pagesFetched: number;
  pagesPlanned: number;
  durationMs: number;
  /** Why the crawl ended before reading all it planned; null for a complete crawl. */
  cutShort: string | null;
}

export function createCrawlResultRepository(db: Database) {
  return {
    /**
     * The crawl's result in one transaction. Published readings are the practice's crawled prices,
     * the rest are kept apart as unconfirmed (never published, searched, counted or ranked). A
     * complete crawl replaces both sets; a crawl cut short only replaces the readings it read
     * again (same name, species and band) and adds new ones, so what it did not reach is kept.
     * Either way running it twice leaves one set. The practice's own prices (confirmed or
     * entered) stay as they are: a reading of one of them is not stored, only flags a difference
     * (see own-prices.ts). The practice's price range and crawl fields follow the stored prices.
     */
    async saveCrawlResult(
      practiceId: number,
      crawlJobId: string | undefined,
      services: ServiceToStore[],
      stats: CrawlStats,
    ): Promise<StoredCounts> {
      const status = stats.cutShort === null ? 'succeeded' : 'partial';
      return db.transaction(async (tx) => {
        // Lock the practice: two deliveries of one job finishing together still write one set.
        await tx.select({ id: gp.id }).from(gp).where(eq(gp.id, practiceId)).for('update');
        const all = await storableRows(tx, practiceId, services);
        const sure = all.filter((r) => r.published);
        const owned = await settleOwnPrices(tx, practiceId, sure, stats.cutShort === null);
        const kept = all.filter((r) => !owned.has(priceKey(r)));
        const rows = kept.filter((r) => r.published);
        // Unconfirmed rows name their category by slug: they are in no category's counts.
        const unsure = kept
          .filter((r) => !r.published)
          .map((r) => ({ ...r, inclusions: r.inclusions as StandardInclusion[] | null }));
        if (stats.cutShort === null) {
          await tx
            .delete(gps)
            .where(and(eq(gps.practiceId, practiceId), eq(gps.origin, 'crawled')));
          await tx.delete(unconfirmed).where(eq(unconfirmed.practiceId, practiceId));
        } else await deleteReadAgain(tx, practiceId, all);
        if (rows.length)
          await tx.insert(gps).values(rows.map((r) => ({ ...r, origin: 'crawled' as const })));
        if (unsure.length) await tx.insert(unconfirmed).values(unsure);
        const stored = await tx
          .select({
            name: gps.name,
            species: gps.species,
            currency: gps.currency,
            priceMin: gps.priceMin,
            priceMax: gps.priceMax,
          })
          .from(gps)
          .where(eq(gps.practiceId, practiceId));
        const range = priceRange(stored);
        await tx
          .update(gp)
          .set({
            serviceCount: serviceCount(stored),
            minPrice: range?.min ?? null,
            maxPrice: range?.max ?? null,
            ...(range ? { currency: range.currency } : {}),
            minPriceUsd:
              range && isKnownCurrency(range.currency)
                ? roundMoney(convert(range.min, range.currency, 'USD'))
                : null,
            lastCrawled: sql`now()`,
            crawlStatus: status,
            crawlPagesFetched: stats.pagesFetched,
            crawlDurationMs: stats.durationMs,
            crawlError: stats.cutShort?.slice(0, 500) ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(gp.id, practiceId));
        if (crawlJobId) {
          await tx
            .update(crawls)
            .set({
              status,
              pagesFetched: stats.pagesFetched,
              pagesPlanned: stats.pagesPlanned,
              servicesFound: rows.length,
              error: stats.cutShort?.slice(0, 500) ?? null,
              finishedAt: sql`now()`,
            })
            .where(eq(crawls.id, crawlJobId));
        }
        return { published: rows.length, unconfirmed: unsure.length };
      });
    },
  };
}

export type CrawlResultRepository = ReturnType<typeof createCrawlResultRepository>;
