import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { CrawlStats } from './crawl-result.repository';

const gp = schema.globalPractices;
const crawls = schema.crawlJobs;

export interface PracticeToCrawl {
  id: number;
  website: string;
  country: string;
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
