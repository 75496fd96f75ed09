import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { JOBS, type ScrapePracticeJob } from '@petvet/shared';
import { enqueue, schema, type Database } from '@petvet/shared/server';

const gp = schema.globalPractices;
const crawls = schema.crawlJobs;

export type CrawlStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed';
export const RECENT_CRAWL_HOURS = 24;

export type CrawlRequestResult =
  | { kind: 'gone' }
  | { kind: 'existing'; jobId: string; status: CrawlStatus }
  | { kind: 'created'; jobId: string; outboxId: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const OPEN = ['queued', 'running'];
/** The last sign of life of a crawl job: asked for, started, or handed to the queue again. */
const lastActivity = sql`greatest(${crawls.requestedAt}, ${crawls.startedAt}, ${crawls.requeuedAt})`;

/**
 * The crawl that serves a new request: a pending one, or one asked for within the day. A crawl
 * the system lost (not the site) says nothing about the site, so it does not hold the practice.
 */
async function answeringCrawl(tx: Tx, practiceId: number, stuckAfterMs: number) {
  const quietSince = sql`now() - make_interval(secs => ${stuckAfterMs / 1000})`;
  const [row] = await tx
    .select({
      id: crawls.id,
      status: crawls.status,
      stuck: sql<boolean>`${crawls.status} in ('queued', 'running') and ${lastActivity} < ${quietSince}`,
    })
    .from(crawls)
    .where(
      and(
        eq(crawls.practiceId, practiceId),
        or(
          inArray(crawls.status, OPEN),
          and(
            eq(crawls.lost, false),
            gt(crawls.requestedAt, sql`now() - make_interval(hours => ${RECENT_CRAWL_HOURS})`),
          ),
        ),
      ),
    )
    .orderBy(desc(crawls.requestedAt))
    .limit(1);
  return row ?? null;
}

async function abandonCrawl(tx: Tx, crawlJobId: string, stuckAfterMs: number): Promise<void> {
  const minutes = Math.max(1, Math.round(stuckAfterMs / 60_000));
  await tx
    .update(crawls)
    .set({
      status: 'failed',
      lost: true,
      error: `Crawl abandoned: no sign of life for over ${minutes} min; a new request replaced it`,
      finishedAt: sql`now()`,
    })
    .where(and(eq(crawls.id, crawlJobId), inArray(crawls.status, OPEN)));
}

async function createCrawl(
  tx: Tx,
  practiceId: number,
  requestedBy: string,
): Promise<CrawlRequestResult> {
  const [created] = await tx
    .insert(crawls)
    .values({ practiceId, status: 'queued', requestedBy })
    .returning({ id: crawls.id });
  if (!created) throw new Error('crawl job insert returned no row');
  const payload: ScrapePracticeJob = { practiceId, crawlJobId: created.id };
  // A keyed job always has its row: its job id is the crawl job's id.
  const outboxId = await enqueue(tx, JOBS.scrapePractice, payload);
  if (outboxId === null) throw new Error('crawl job outbox insert returned no row');
  return { kind: 'created', jobId: created.id, outboxId };
}

export function createScrapeRequestsRepository(db: Database) {
  return {
    async findPracticeWebsite(
      practiceId: number,
    ): Promise<{ website: string; websiteDomain: string; clinicId: string | null } | null> {
      const [row] = await db
        .select({ website: gp.website, websiteDomain: gp.websiteDomain, clinicId: gp.clinicId })
        .from(gp)
        .where(eq(gp.id, practiceId))
        .limit(1);
      return row ?? null;
    },

    /**
     * One transaction: the practice row is locked so two requests for it cannot both pass the check,
     * then either the pending or recent crawl serves it, or a crawl job and its outbox message are
     * written together (the message is delivered to Redis after the commit). A pending crawl silent
     * for longer than stuckAfterMs was lost by its worker or queue: it is settled as abandoned in
     * the same transaction, and the new crawl takes its place.
     */
    async requestCrawl(
      practiceId: number,
      requestedBy: string,
      stuckAfterMs: number,
    ): Promise<CrawlRequestResult> {
      return db.transaction(async (tx) => {
        const [practice] = await tx
          .select({ id: gp.id })
          .from(gp)
          .where(eq(gp.id, practiceId))
          .for('update');
        if (!practice) return { kind: 'gone' };
        const previous = await answeringCrawl(tx, practiceId, stuckAfterMs);
        if (previous && !previous.stuck) {
          return { kind: 'existing', jobId: previous.id, status: previous.status as CrawlStatus };
        }
        if (previous) await abandonCrawl(tx, previous.id, stuckAfterMs);
        return createCrawl(tx, practiceId, requestedBy);
      });
    },
  };
}

export type ScrapeRequestsRepository = ReturnType<typeof createScrapeRequestsRepository>;
