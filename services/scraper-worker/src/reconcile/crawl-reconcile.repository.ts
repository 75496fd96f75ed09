import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { JOBS, QUEUES, type ScrapePracticeJob } from '@petvet/shared';
import { schema, type Database, type DbExecutor } from '@petvet/shared/server';

const gp = schema.globalPractices;
const crawls = schema.crawlJobs;
const outbox = schema.queueOutbox;

const OPEN = ['queued', 'running'];
// A practice still waiting for a crawl; a settled one (succeeded, failed) is left as it is.
const PRACTICE_WAITING = ['queued', 'running', 'retrying'];

/** The last sign of life of a crawl job: asked for, started, or handed to the queue again. */
const lastActivity = sql`greatest(${crawls.requestedAt}, ${crawls.startedAt}, ${crawls.requeuedAt})`;

/**
 * The queue's job id for a crawl job: its own id at first, then a new one per re-queue, because
 * BullMQ ignores an id it still holds (a failed job is kept for days).
 */
export function queueJobIdOf(crawlJobId: string, requeues: number): string {
  return requeues === 0 ? crawlJobId : `${crawlJobId}-r${requeues}`;
}
const currentQueueJobId = sql<string>`case when ${crawls.requeues} = 0 then ${crawls.id}::text
  else ${crawls.id}::text || '-r' || ${crawls.requeues} end`;

export interface QuietCrawl {
  id: string;
  practiceId: number;
  requeues: number;
  queueJobId: string;
  /** Its queue message is still in the outbox: the relay will deliver it, nothing is lost. */
  deliveryPending: boolean;
}

export interface Requeued {
  queueJobId: string;
  outboxId: number;
  payload: ScrapePracticeJob;
}

async function markPracticeWaiting(
  tx: DbExecutor,
  practiceId: number,
  status: 'queued' | 'failed',
  error: string | null,
): Promise<void> {
  const where: SQL | undefined = and(
    eq(gp.id, practiceId),
    inArray(gp.crawlStatus, PRACTICE_WAITING),
  );
  await tx.update(gp).set({ crawlStatus: status, crawlError: error }).where(where);
}

export function createCrawlReconcileRepository(db: Database) {
  return {
    /**
     * Queued or running crawl jobs with no sign of life since the cutoff, a page at a time after the
     * given id (keyset), so a backlog of jobs still waiting in the queue never hides the lost ones.
     */
    async findQuietCrawls(
      cutoff: Date,
      limit: number,
      afterId: string | null,
      statuses: readonly string[] = OPEN,
    ): Promise<QuietCrawl[]> {
      const rows = await db
        .select({
          id: crawls.id,
          practiceId: crawls.practiceId,
          requeues: crawls.requeues,
          queueJobId: currentQueueJobId,
          deliveryPending: sql<boolean>`exists (select 1 from ${outbox}
            where ${outbox.queue} = ${QUEUES.scrape} and ${outbox.jobId} = ${currentQueueJobId}
            and ${outbox.deliveredAt} is null)`,
        })
        .from(crawls)
        .where(
          and(
            inArray(crawls.status, [...statuses]),
            lt(lastActivity, cutoff),
            afterId === null ? undefined : gt(crawls.id, afterId),
          ),
        )
        .orderBy(asc(crawls.id))
        .limit(limit);
      return rows;
    },

    /**
     * Hands a lost crawl to the queue again under a new job id, in one transaction with its outbox
     * message. The guard (same re-queue count, still open, still quiet) lets exactly one of several
     * sweeps running at once win; the others get null. The outbox key is the last guard.
     */
    async requeueCrawl(
      crawl: Pick<QuietCrawl, 'id' | 'practiceId' | 'requeues'>,
      cutoff: Date,
      at: Date,
    ): Promise<Requeued | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(crawls)
          .set({
            requeues: sql`${crawls.requeues} + 1`,
            requeuedAt: at,
            status: 'queued',
            error: null,
          })
          .where(
            and(
              eq(crawls.id, crawl.id),
              eq(crawls.requeues, crawl.requeues),
              inArray(crawls.status, OPEN),
              lt(lastActivity, cutoff),
            ),
          )
          .returning({ requeues: crawls.requeues });
        if (!row) return null;
        const queueJobId = queueJobIdOf(crawl.id, row.requeues);
        const payload: ScrapePracticeJob = { practiceId: crawl.practiceId, crawlJobId: crawl.id };
        const [message] = await tx
          .insert(outbox)
          .values({
            queue: QUEUES.scrape,
            jobName: JOBS.scrapePractice,
            jobId: queueJobId,
            payload,
          })
          .returning({ id: outbox.id });
        await markPracticeWaiting(tx, crawl.practiceId, 'queued', null);
        return { queueJobId, outboxId: Number(message!.id), payload };
      });
    },

    /**
     * Settles a crawl job the queue lost as failed, and frees its practice (crawl status failed, so
     * a new request may crawl it), in one transaction. Only an open job whose queue job id is still
     * the one named is settled, so a late or repeated report (the job was re-queued meanwhile, or the
     * failure was already recorded) changes nothing. Returns whether this call settled it.
     */
    async settleLostCrawl(
      crawl: { id: string; practiceId: number; queueJobId: string },
      reason: string,
    ): Promise<boolean> {
      const error = reason.slice(0, 500);
      return db.transaction(async (tx) => {
        const settled = await tx
          .update(crawls)
          .set({ status: 'failed', lost: true, error, finishedAt: sql`now()` })
          .where(
            and(
              eq(crawls.id, crawl.id),
              inArray(crawls.status, OPEN),
              eq(currentQueueJobId, crawl.queueJobId),
            ),
          )
          .returning({ id: crawls.id });
        if (settled.length === 0) return false;
        await markPracticeWaiting(tx, crawl.practiceId, 'failed', error);
        return true;
      });
    },

    /** A failed job that carried no crawl job id: only the practice has a status to free. */
    async settleLostPractice(practiceId: number, reason: string): Promise<void> {
      await markPracticeWaiting(db, practiceId, 'failed', reason.slice(0, 500));
    },
  };
}

export type CrawlReconcileRepository = ReturnType<typeof createCrawlReconcileRepository>;
