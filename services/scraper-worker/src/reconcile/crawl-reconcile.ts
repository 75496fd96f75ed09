import type { ScrapePracticeJob } from '@petvet/shared';
import { createOutboxRelayRepository, type Database, type Logger } from '@petvet/shared/server';
import { createCrawlReconcileRepository, type QuietCrawl } from './crawl-reconcile.repository';

/** What the sweep needs to know of a job transport. */
export interface CrawlQueueView {
  /** The transport's state of a job ('waiting', 'active', 'failed', ...), 'unknown' when it has none. */
  stateOf(queueJobId: string): Promise<string>;
  /** Hands a re-queued crawl over now; its outbox message is the fallback if this fails. */
  enqueue(queueJobId: string, payload: ScrapePracticeJob): Promise<void>;
}

export interface CrawlReconcileDeps {
  db: Database;
  queue: CrawlQueueView;
  now: () => Date;
  logger: Logger;
  /** How long a queued or running crawl may go without a sign of life before it is looked at. */
  deadlineMs: number;
  /** Re-queues before a lost crawl is given up as failed. */
  maxRequeues?: number;
  batchSize?: number;
}

export interface ReconcilePass {
  checked: number;
  live: number;
  pending: number;
  requeued: number;
  failed: number;
}

/** States in which the queue still holds the job and will run (or is running) it. */
export const LIVE_STATES: ReadonlySet<string> = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);
export const DEFAULT_MAX_REQUEUES = 2;
const QUEUED_ONLY = ['queued'] as const;

/**
 * One sweep: every queued or running crawl job quiet for longer than the deadline is checked
 * against the queue. A job the queue still holds is left alone; one it lost (or finished without
 * the database hearing of it) is re-queued, up to a limit, then settled as failed so its practice
 * can be crawled again. Several workers may sweep at once: the repository's guards let one win.
 */
export async function reconcileCrawlsOnce(
  deps: CrawlReconcileDeps,
  { queueLost = false }: { queueLost?: boolean } = {},
): Promise<ReconcilePass> {
  const at = deps.now();
  // The queue lost its data: a crawl waiting in it is lost now, however recently it was queued.
  // Running ones keep the deadline, as their worker may still be at work on them.
  const cutoff = queueLost ? at : new Date(at.getTime() - deps.deadlineMs);
  const statuses = queueLost ? QUEUED_ONLY : undefined;
  const batchSize = deps.batchSize ?? 100;
  const pass: ReconcilePass = { checked: 0, live: 0, pending: 0, requeued: 0, failed: 0 };
  let page: QuietCrawl[] = [];
  do {
    page = await createCrawlReconcileRepository(deps.db).findQuietCrawls(
      cutoff,
      batchSize,
      page.at(-1)?.id ?? null,
      statuses,
    );
    for (const crawl of page) await reconcileOne(deps, crawl, cutoff, at, pass);
  } while (page.length === batchSize);
  return pass;
}

async function reconcileOne(
  deps: CrawlReconcileDeps,
  crawl: QuietCrawl,
  cutoff: Date,
  at: Date,
  pass: ReconcilePass,
): Promise<void> {
  pass.checked += 1;
  if (crawl.deliveryPending) {
    pass.pending += 1;
    return;
  }
  // A queue that does not answer ends the pass: its silence says nothing about the job.
  const state = await deps.queue.stateOf(crawl.queueJobId);
  if (LIVE_STATES.has(state)) {
    pass.live += 1;
  } else if (crawl.requeues < (deps.maxRequeues ?? DEFAULT_MAX_REQUEUES)) {
    if (await requeue(deps, crawl, cutoff, at)) pass.requeued += 1;
  } else if (
    await createCrawlReconcileRepository(deps.db).settleLostCrawl(
      crawl,
      lostReason(crawl, state, deps.deadlineMs),
    )
  ) {
    pass.failed += 1;
    deps.logger.warn({ crawlJobId: crawl.id, practiceId: crawl.practiceId }, 'crawl lost');
  }
}

async function requeue(
  deps: CrawlReconcileDeps,
  crawl: QuietCrawl,
  cutoff: Date,
  at: Date,
): Promise<boolean> {
  const requeued = await createCrawlReconcileRepository(deps.db).requeueCrawl(crawl, cutoff, at);
  if (!requeued) return false;
  deps.logger.warn(
    { crawlJobId: crawl.id, practiceId: crawl.practiceId, queueJobId: requeued.queueJobId },
    'lost crawl re-queued',
  );
  try {
    await deps.queue.enqueue(requeued.queueJobId, requeued.payload);
    await createOutboxRelayRepository(deps.db).markDelivered(requeued.outboxId);
  } catch (error) {
    deps.logger.warn(
      { err: error, outboxId: requeued.outboxId },
      're-queued crawl left to the relay',
    );
  }
  return true;
}

function lostReason(crawl: QuietCrawl, state: string, deadlineMs: number): string {
  const minutes = Math.max(1, Math.round(deadlineMs / 60_000));
  const seen = state === 'unknown' ? 'no longer held by the queue' : `${state} in the queue`;
  return `Crawl lost: ${seen} and silent for over ${minutes} min after ${crawl.requeues} re-queues`;
}

/**
 * Sweeps once now, then every `everyMs`, skipping passes while `active` says another transport
 * carries the jobs. A pass that fails (the database or the queue is away) is logged and the next
 * one tries again. stop() waits for a pass in progress.
 */
export function startCrawlReconcile(
  deps: CrawlReconcileDeps & { everyMs: number; active?: () => boolean },
): { stop(): Promise<void>; queueLost(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => (deps.active?.() === false ? null : reconcileCrawlsOnce(deps));
  const pass = () => {
    running = sweep()
      .then((result) => {
        if (!result) return;
        if (result.requeued + result.failed > 0) deps.logger.info(result, 'crawl sweep');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'crawl sweep failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(pass, deps.everyMs);
        timer.unref();
      });
  };
  pass();
  return {
    /** The queue came back without its data: check every queued crawl now, after any pass. */
    queueLost() {
      if (stopped || deps.active?.() === false) return;
      running = running
        .then(() => reconcileCrawlsOnce(deps, { queueLost: true }))
        .then((result) => deps.logger.info(result, 'crawl sweep after the queue lost its data'))
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'crawl sweep failed'));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
