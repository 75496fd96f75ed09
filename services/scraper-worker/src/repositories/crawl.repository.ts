import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { CrawlStats } from './crawl-result.repository';

const gp = schema.globalPractices;
const crawls = schema.crawlJobs;

export interface PracticeToCrawl {
  id: number;
  website: string;
  country: string;
  /** Where it is: on a page of several surgeries' lists, its own list is the one published. */
  name: string;
  address: string;
  city: string;
  postcode: string;
}

export function createCrawlRepository(db: Database) {
  return {
    async findPracticeToCrawl(practiceId: number): Promise<PracticeToCrawl | null> {
      const [row] = await db
        .select({
          id: gp.id,
          website: gp.website,
          country: gp.country,
          name: gp.name,
          address: gp.address,
          city: gp.city,
          postcode: gp.postcode,
        })
        .from(gp)
        .where(eq(gp.id, practiceId))
        .limit(1);
      return row ?? null;
    },

    /** Back in the queue, untouched: the worker stopped before finishing (shutdown). */
    async markCrawlReleased(practiceId: number, crawlJobId: string | undefined) {
      await db.update(gp).set({ crawlStatus: 'queued' }).where(eq(gp.id, practiceId));
      if (crawlJobId)
        await db.update(crawls).set({ status: 'queued' }).where(eq(crawls.id, crawlJobId));
    },

    /**
     * Marks the crawl running, unless its job row was settled as lost: the API or the sweep then
     * started a newer crawl, and a late delivery of the old job must not reopen it. Answers whether
     * the crawl may go ahead.
     */
    async markCrawlRunning(practiceId: number, crawlJobId: string | undefined): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (crawlJobId) {
          const claimed = await tx
            .update(crawls)
            .set({
              status: 'running',
              startedAt: sql`coalesce(${crawls.startedAt}, now())`,
              error: null,
            })
            .where(and(eq(crawls.id, crawlJobId), eq(crawls.lost, false)))
            .returning({ id: crawls.id });
          if (claimed.length === 0) return false;
        }
        await tx
          .update(gp)
          .set({ crawlStatus: 'running', crawlError: null })
          .where(eq(gp.id, practiceId));
        return true;
      });
    },

    async recordProgress(
      crawlJobId: string | undefined,
      progress: { pagesFetched: number; pagesPlanned: number },
    ) {
      if (!crawlJobId) return;
      await db.update(crawls).set(progress).where(eq(crawls.id, crawlJobId));
    },

    /** A failed attempt: final (no retry left, or never retryable) or waiting for the next try. */
    async recordCrawlFailure(
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
    },
  };
}

export type CrawlRepository = ReturnType<typeof createCrawlRepository>;
