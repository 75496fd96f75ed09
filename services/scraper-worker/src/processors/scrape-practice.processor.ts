import { UnrecoverableError } from 'bullmq';
import { scrapePracticeJobSchema } from '@petvet/shared';
import { countryCode, type Database, type JobContext, type Logger } from '@petvet/shared/server';
import type { CrawlProgress, CrawlResult } from '../crawling/crawl-site';
import { CrawlError } from '../crawling/errors';
import { createCrawlRepository } from '../repositories/crawl.repository';
import { createCrawlResultRepository } from '../repositories/crawl-result.repository';
import { forThisSurgery } from './surgery-choice';

export interface ScrapeDeps {
  db: Database;
  logger: Logger;
  crawl(
    website: string,
    country: string | null,
    onProgress: (p: CrawlProgress) => Promise<void>,
    stop: AbortSignal,
  ): Promise<CrawlResult>;
  requestStats(reason: string): Promise<void>;
  /** Aborted when the worker shuts down: the job in hand goes back to the queue. */
  shutdown: AbortSignal;
}

export interface ScrapeOutcome extends CrawlProgress {
  practiceId: number;
  /** Prices published to the directory (the practice's own prices are not read over). */
  servicesFound: number;
  /** Unsure readings kept as unconfirmed, for the practice to confirm. */
  unconfirmedFound: number;
  durationMs: number;
  skipped: string[];
  /** Why the crawl was cut short (its prices were merged, none removed); null when complete. */
  cutShort: string | null;
}

export const NO_WEBSITE = 'The practice has no website to crawl';

/**
 * One crawl of one practice. Idempotent: a complete crawl replaces the practice's services and a
 * cut-short one replaces those it read again, so a job delivered twice (a worker died mid-crawl)
 * still leaves exactly one set.
 */
export async function processScrapePractice(
  job: JobContext,
  deps: ScrapeDeps,
): Promise<ScrapeOutcome> {
  const parsed = scrapePracticeJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError('invalid scrape-practice payload');
  const { practiceId, crawlJobId } = parsed.data;
  const crawls = createCrawlRepository(deps.db);
  const practice = await crawls.findPracticeToCrawl(practiceId);
  if (!practice) throw new UnrecoverableError(`practice ${practiceId} does not exist`);
  if (!practice.website.trim()) {
    await crawls.recordCrawlFailure(practiceId, crawlJobId, NO_WEBSITE, true);
    throw new UnrecoverableError(NO_WEBSITE);
  }
  if (!(await crawls.markCrawlRunning(practiceId, crawlJobId))) {
    deps.logger.info({ practiceId, crawlJobId }, 'crawl job was settled as lost; a newer one runs');
    return supersededOutcome(practiceId);
  }
  const onProgress = async (progress: CrawlProgress) => {
    await job.updateProgress(progress);
    await crawls.recordProgress(crawlJobId, progress);
  };
  // A signal of this job's own, so a long-lived worker does not pile listeners on the shutdown signal.
  const stop = new AbortController();
  const onShutdown = () => stop.abort(deps.shutdown.reason);
  deps.shutdown.addEventListener('abort', onShutdown, { once: true });
  let result: CrawlResult;
  try {
    result = await deps.crawl(
      practice.website,
      countryCode(practice.country),
      onProgress,
      stop.signal,
    );
  } catch (error) {
    if (deps.shutdown.aborted) {
      await crawls.markCrawlReleased(practiceId, crawlJobId);
      throw await job.release();
    }
    const permanent = error instanceof CrawlError && error.permanent;
    const message = error instanceof Error ? error.message : String(error);
    const final = permanent || job.attemptsMade + 1 >= job.maxAttempts;
    await crawls.recordCrawlFailure(practiceId, crawlJobId, message, final);
    if (permanent) throw new UnrecoverableError(message);
    throw error;
  } finally {
    deps.shutdown.removeEventListener('abort', onShutdown);
  }
  const stored = await createCrawlResultRepository(deps.db).saveCrawlResult(
    practiceId,
    crawlJobId,
    forThisSurgery(result.services, practice),
    result,
  );
  await deps
    .requestStats(`crawl of practice ${practiceId}`)
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, practiceId }, 'stats recompute request failed'),
    );
  await job.log(
    `prices published ${stored.published}, unconfirmed ${stored.unconfirmed}, pages ${result.pagesFetched}/${result.pagesPlanned}, ${result.durationMs} ms${result.cutShort ? `, cut short: ${result.cutShort}` : ''}`,
  );
  return {
    practiceId,
    servicesFound: stored.published,
    unconfirmedFound: stored.unconfirmed,
    pagesFetched: result.pagesFetched,
    pagesPlanned: result.pagesPlanned,
    durationMs: result.durationMs,
    skipped: result.skipped.slice(0, 20),
    cutShort: result.cutShort,
  };
}

function supersededOutcome(practiceId: number): ScrapeOutcome {
  return {
    practiceId,
    servicesFound: 0,
    unconfirmedFound: 0,
    pagesFetched: 0,
    pagesPlanned: 0,
    durationMs: 0,
    skipped: ['superseded by a newer crawl'],
    cutShort: null,
  };
}
