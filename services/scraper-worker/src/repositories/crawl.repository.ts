import { eq, sql } from 'drizzle-orm';
import { convert, isKnownCurrency, roundMoney } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { categoryIds } from './categories.repository';

const gp = schema.globalPractices;
const gps = schema.globalPracticeServices;
const crawls = schema.crawlJobs;

export interface PracticeToCrawl {
  id: number;
  website: string;
  country: string;
}

export interface ServiceToStore {
  name: string;
  category: string;
  species: string;
  priceMin: number;
  priceMax: number | null;
  currency: string;
  confidence: number;
  priceNotes: string | null;
  sourceUrl: string;
}

export interface CrawlStats {
  pagesFetched: number;
  pagesPlanned: number;
  durationMs: number;
}

export async function findPracticeToCrawl(
  db: Database,
  practiceId: number,
): Promise<PracticeToCrawl | null> {
  const [row] = await db
    .select({ id: gp.id, website: gp.website, country: gp.country })
    .from(gp)
    .where(eq(gp.id, practiceId))
    .limit(1);
  return row ?? null;
}

/** Back in the queue, untouched: the worker stopped before finishing (shutdown). */
export async function markCrawlReleased(
  db: Database,
  practiceId: number,
  crawlJobId: string | undefined,
) {
  await db.update(gp).set({ crawlStatus: 'queued' }).where(eq(gp.id, practiceId));
  if (crawlJobId)
    await db.update(crawls).set({ status: 'queued' }).where(eq(crawls.id, crawlJobId));
}

export async function markCrawlRunning(
  db: Database,
  practiceId: number,
  crawlJobId: string | undefined,
) {
  await db
    .update(gp)
    .set({ crawlStatus: 'running', crawlError: null })
    .where(eq(gp.id, practiceId));
  if (crawlJobId) {
    await db
      .update(crawls)
      .set({ status: 'running', startedAt: sql`coalesce(${crawls.startedAt}, now())`, error: null })
      .where(eq(crawls.id, crawlJobId));
  }
}

export async function recordProgress(
  db: Database,
  crawlJobId: string | undefined,
  progress: { pagesFetched: number; pagesPlanned: number },
) {
  if (!crawlJobId) return;
  await db.update(crawls).set(progress).where(eq(crawls.id, crawlJobId));
}

/**
 * The crawl's result in one transaction: the practice's services are replaced (so running the
 * same crawl twice leaves one set), and its price range and crawl fields follow them.
 */
export async function saveCrawlResult(
  db: Database,
  practiceId: number,
  crawlJobId: string | undefined,
  services: ServiceToStore[],
  stats: CrawlStats,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the practice: two deliveries of one job finishing together still write one set.
    await tx.select({ id: gp.id }).from(gp).where(eq(gp.id, practiceId)).for('update');
    const ids = await categoryIds(
      tx,
      services.map((s) => s.category),
    );
    await tx.delete(gps).where(eq(gps.practiceId, practiceId));
    const rows = services.flatMap((s) => {
      const categoryId = ids.get(s.category);
      return categoryId === undefined
        ? []
        : [{ practiceId, categoryId, ...s, confidence: Math.min(1, Math.max(0, s.confidence)) }];
    });
    if (rows.length) await tx.insert(gps).values(rows);
    const range = priceRange(services);
    await tx
      .update(gp)
      .set({
        serviceCount: rows.length,
        minPrice: range?.min ?? null,
        maxPrice: range?.max ?? null,
        ...(range ? { currency: range.currency } : {}),
        minPriceUsd:
          range && isKnownCurrency(range.currency)
            ? roundMoney(convert(range.min, range.currency, 'USD'))
            : null,
        lastCrawled: sql`now()`,
        crawlStatus: 'succeeded',
        crawlPagesFetched: stats.pagesFetched,
        crawlDurationMs: stats.durationMs,
        crawlError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(gp.id, practiceId));
    if (crawlJobId) {
      await tx
        .update(crawls)
        .set({
          status: 'succeeded',
          pagesFetched: stats.pagesFetched,
          pagesPlanned: stats.pagesPlanned,
          servicesFound: rows.length,
          error: null,
          finishedAt: sql`now()`,
        })
        .where(eq(crawls.id, crawlJobId));
    }
  });
}

/** A failed attempt: final (no retry left, or never retryable) or waiting for the next try. */
export async function recordCrawlFailure(
  db: Database,
  practiceId: number,
  crawlJobId: string | undefined,
  message: string,
  final: boolean,
  stats?: Partial<CrawlStats>,
): Promise<void> {
  const error = message.slice(0, 500);
  await db
    .update(gp)
    .set({
      crawlStatus: final ? 'failed' : 'retrying',
      crawlError: error,
      ...(stats?.pagesFetched !== undefined ? { crawlPagesFetched: stats.pagesFetched } : {}),
      ...(stats?.durationMs !== undefined ? { crawlDurationMs: stats.durationMs } : {}),
      ...(final ? { lastCrawled: sql`now()` } : {}),
    })
    .where(eq(gp.id, practiceId));
  if (crawlJobId) {
    await db
      .update(crawls)
      .set({
        status: final ? 'failed' : 'queued',
        error,
        ...(final ? { finishedAt: sql`now()` } : {}),
      })
      .where(eq(crawls.id, crawlJobId));
  }
}

/** The practice's range in the currency most of its prices are in. */
export function priceRange(
  services: ServiceToStore[],
): { min: number; max: number; currency: string } | null {
  const counts = new Map<string, number>();
  for (const s of services) counts.set(s.currency, (counts.get(s.currency) ?? 0) + 1);
  const currency = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!currency) return null;
  const priced = services.filter((s) => s.currency === currency);
  const paid = priced.filter((s) => s.priceMin > 0);
  const pool = paid.length ? paid : priced;
  return {
    min: Math.min(...pool.map((s) => s.priceMin)),
    max: Math.max(...pool.map((s) => s.priceMax ?? s.priceMin)),
    currency,
  };
}
