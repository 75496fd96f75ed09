import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { JOBS, QUEUES, type ScrapePracticeJob } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { insertOutboxMessage } from '../queue/outbox.repository';

const gp = schema.globalPractices;
const crawls = schema.crawlJobs;

export type CrawlStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed';
export const RECENT_CRAWL_HOURS = 24;

export async function findPracticeWebsite(
  db: Database,
  practiceId: number,
): Promise<{ website: string; websiteDomain: string } | null> {
  const [row] = await db
    .select({ website: gp.website, websiteDomain: gp.websiteDomain })
    .from(gp)
    .where(eq(gp.id, practiceId))
    .limit(1);
  return row ?? null;
}

export type CrawlRequestResult =
  | { kind: 'gone' }
  | { kind: 'existing'; jobId: string; status: CrawlStatus }
  | { kind: 'created'; jobId: string; outboxId: number };

/**
 * One transaction: the practice row is locked so two requests for it cannot both pass the check,
 * then either the pending or recent crawl answers, or a crawl job and its outbox message are
 * written together (the message is delivered to Redis after the commit).
 */
export async function requestCrawl(
  db: Database,
  practiceId: number,
  requestedBy: string,
): Promise<CrawlRequestResult> {
  return db.transaction(async (tx) => {
    const [practice] = await tx
      .select({ id: gp.id })
      .from(gp)
      .where(eq(gp.id, practiceId))
      .for('update');
    if (!practice) return { kind: 'gone' };
    const [previous] = await tx
      .select({ id: crawls.id, status: crawls.status })
      .from(crawls)
      .where(
        and(
          eq(crawls.practiceId, practiceId),
          or(
            inArray(crawls.status, ['queued', 'running']),
            gt(crawls.requestedAt, sql`now() - make_interval(hours => ${RECENT_CRAWL_HOURS})`),
          ),
        ),
      )
      .orderBy(desc(crawls.requestedAt))
      .limit(1);
    if (previous) {
      return { kind: 'existing', jobId: previous.id, status: previous.status as CrawlStatus };
    }
    const [created] = await tx
      .insert(crawls)
      .values({ practiceId, status: 'queued', requestedBy })
      .returning({ id: crawls.id });
    if (!created) throw new Error('crawl job insert returned no row');
    const payload: ScrapePracticeJob = { practiceId, crawlJobId: created.id };
    const outboxId = await insertOutboxMessage(tx, {
      queue: QUEUES.scrape,
      jobName: JOBS.scrapePractice,
      jobId: created.id,
      payload,
    });
    return { kind: 'created', jobId: created.id, outboxId };
  });
}
