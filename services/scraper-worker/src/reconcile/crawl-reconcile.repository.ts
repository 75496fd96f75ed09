import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { JOBS, QUEUES, queueJobIdOf, type ScrapePracticeJob } from '@petvet/shared';
import { enqueue, schema, type Database, type DbExecutor } from '@petvet/shared/server';

const gp = schema.globalPractices;
const crawls = schema.crawlJobs;
const outbox = schema.queueOutbox;

const OPEN = ['queued', 'running'];
// A practice still waiting for a crawl; a settled one (succeeded, failed) is left as it is.
const PRACTICE_WAITING = ['queued', 'running', 'retrying'];

/** The last sign of life of a crawl job: asked for, started, or handed to the queue again. */
const lastActivity = sql`greatest(${crawls.requestedAt}, ${crawls.startedAt}, ${crawls.requeuedAt})`;

/**
 * How many re-queues a queue job id of the crawl names (queueJobIdOf in the job catalogue, read
 * back); null when the id is not one of this crawl's.
 */
function requeuesNamedBy(crawlJobId: string, queueJobId: string): number | null {
  for (let requeues = 0; requeues <= MAX_REQUEUE_LOOKUP; requeues += 1)
    if (queueJobIdOf(crawlJobId, requeues) === queueJobId) return requeues;
  return null;
}
// Far above any re-queue limit the sweep allows.
const MAX_REQUEUE_LOOKUP = 100;

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
  /** Which of these scrape job ids still wait in the outbox (the relay will deliver them). */
  const undeliveredJobIds = async (jobIds: string[]): Promise<Set<string>> => {
    if (jobIds.length === 0) return new Set();
    const rows = await db
      .select({ jobId: outbox.jobId })
      .from(outbox)
      .where(
        and(
          eq(outbox.queue, QUEUES.scrape),
          inArray(outbox.jobId, jobIds),
          isNull(outbox.deliveredAt),
        ),
      );
    return new Set(rows.map((row) => row.jobId));
  };
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
        .select({ id: crawls.id, practiceId: crawls.practiceId, requeues: crawls.requeues })
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
      // The job ids are computed here, as the catalogue does, never rebuilt in SQL.
      const withIds = rows.map((row) => ({
        ...row,
        queueJobId: queueJobIdOf(row.id, row.requeues),
      }));
      const pending = await undeliveredJobIds(withIds.map((row) => row.queueJobId));
      return withIds.map((row) => ({ ...row, deliveryPending: pending.has(row.queueJobId) }));
    },

    /**
     * Hands a lost crawl to the queue again under a new job id, in one transaction with its outbox
     * message. The guard (same re-queue count, still open, still quiet) lets exactly one of several
     * sweeps running at once win; the others get null. The job id (the catalogue's key, one per
     * re-queue) makes a repeated message the same message.
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
        const payload: ScrapePracticeJob = {
          practiceId: crawl.practiceId,
          crawlJobId: crawl.id,
          requeue: row.requeues,
        };
        const outboxId = await enqueue(tx, JOBS.scrapePractice, payload);
        if (outboxId === null) throw new Error('re-queued crawl outbox insert returned no row');
        await markPracticeWaiting(tx, crawl.practiceId, 'queued', null);
        return { queueJobId: queueJobIdOf(crawl.id, row.requeues), outboxId, payload };
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
      const requeues = requeuesNamedBy(crawl.id, crawl.queueJobId);
      if (requeues === null) return false;
      return db.transaction(async (tx) => {
        const settled = await tx
          .update(crawls)
          .set({ status: 'failed', lost: true, error, finishedAt: sql`now()` })
          .where(
            and(
              eq(crawls.id, crawl.id),
              inArray(crawls.status, OPEN),
              eq(crawls.requeues, requeues),
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
