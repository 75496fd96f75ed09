import {
  AppError,
  PRACTICE_NOT_FOUND_TEXT,
  type ScrapePracticeRequest,
  type ScrapePracticeResponse,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { relayOutboxOnce } from '../queue/outbox-relay';
import { createScrapeRequestsRepository } from './scrape-requests.repository';
import { registrableDomain } from './website';

export const NOT_OWN_WEBSITE_TEXT = "website must be the practice's own website";
export const NO_WEBSITE_TEXT = 'This practice has no website on record to scrape';
export const LISTING_PRICES_FROM_CLINIC_TEXT =
  "This practice is a PetVet clinic: its prices come from the clinic's own price list, not from its website";

/**
 * Scrape requests come from anyone (the directory page asks without login), so a request may only
 * crawl the practice's own stored website, at most once a day, and every accepted request is
 * stored in the database before the response: nothing is lost while Redis is down. A crawl lost
 * by the workers (past CRAWL_STUCK_AFTER_MS, or settled as lost) never holds a practice.
 */
export function createScrapeRequestService(deps: AppDeps) {
  const repo = createScrapeRequestsRepository(deps.db);
  return {
    async request(
      input: ScrapePracticeRequest,
      requestedBy: string,
    ): Promise<ScrapePracticeResponse> {
      const practice = await repo.findPracticeWebsite(input.practiceId);
      if (!practice) throw new AppError('NOT_FOUND', PRACTICE_NOT_FOUND_TEXT);
      // A crawl would overwrite the prices the clinic keeps itself.
      if (practice.clinicId) throw new AppError('CONFLICT', LISTING_PRICES_FROM_CLINIC_TEXT);
      if (!practice.websiteDomain) throw invalidWebsite(NO_WEBSITE_TEXT);
      if (registrableDomain(input.website) !== practice.websiteDomain) {
        throw invalidWebsite(NOT_OWN_WEBSITE_TEXT);
      }
      const result = await repo.requestCrawl(
        input.practiceId,
        requestedBy,
        deps.config.CRAWL_STUCK_AFTER_MS,
      );
      if (result.kind === 'gone') throw new AppError('NOT_FOUND', PRACTICE_NOT_FOUND_TEXT);
      if (result.kind === 'existing') {
        return { jobId: result.jobId, status: result.status, existing: true };
      }
      deliverSoon(deps, result.outboxId);
      return { jobId: result.jobId, status: 'queued', existing: false };
    },
  };
}

const invalidWebsite = (message: typeof NO_WEBSITE_TEXT | typeof NOT_OWN_WEBSITE_TEXT) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'website', message }]);

/** After the answer: hand the message to Redis now; if Redis is away the relay retries later. */
function deliverSoon(deps: AppDeps, outboxId: number): void {
  setImmediate(() => {
    relayOutboxOnce(deps, { onlyId: outboxId, batchSize: 1 }).catch((error: unknown) =>
      deps.logger.warn({ err: error, outboxId }, 'immediate scrape delivery failed'),
    );
  });
}
