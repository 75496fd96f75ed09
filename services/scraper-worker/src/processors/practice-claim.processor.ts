import { UnrecoverableError } from 'bullmq';
import * as cheerio from 'cheerio';
import { PRACTICE_CLAIM_META_NAME, checkPracticeClaimJobSchema } from '@petvet/shared';
import { matchesPracticeClaimHash } from '@petvet/shared/backend';
import type { Database, JobContext, Logger } from '@petvet/shared/server';
import type { CrawlDeps } from '../crawling/crawl-types';
import { CrawlError, RefusedAddressError } from '../crawling/errors';
import { createPoliteFetcher, type Accept } from '../crawling/polite-fetch';
import { SlotLostError } from '../crawling/politeness';
import { createPracticeClaimRepository, type WaitingClaim } from './practice-claim.repository';

export interface PracticeClaimDeps {
  db: Database;
  logger: Logger;
  /** The crawler's HTTP client (SSRF guard), host slots and pause: the same politeness. */
  site: Pick<CrawlDeps, 'http' | 'slots' | 'limits'>;
  /** The longest a check may take, robots.txt, pauses and redirects included. */
  timeLimitMs: number;
  now: () => Date;
  /** Aborted when the worker shuts down: the job in hand goes back to the queue. */
  shutdown: AbortSignal;
}

export interface PracticeClaimOutcome {
  claimId: string;
  /** False when the check was settled before (a job delivered twice). */
  settled: boolean;
  verified: boolean;
}

/** What the claimant reads when a check fails: each names what to do next. */
export const CLAIM_CHECK_TEXTS = {
  fileWrong: (url: string) =>
    `The file at ${url} does not hold the token. Its whole content must be the token shown.`,
  metaMissing: (url: string) =>
    `The home page at ${url} has no <meta name="${PRACTICE_CLAIM_META_NAME}"> tag. Add it to the page's <head>, then check again.`,
  metaWrong: (url: string) =>
    `The ${PRACTICE_CLAIM_META_NAME} meta tag on ${url} does not hold the token shown.`,
  unreadable: (method: WaitingClaim['method'], url: string, reason: string) =>
    `${method === 'file' ? 'The file at' : 'The home page at'} ${url} could not be read (${reason}).`,
  noAnswer: (detail: string) =>
    `The site did not answer: ${detail}. Check that it is up, then check again.`,
  notPublic: (url: string) => `${url} is not at a public address, so PetVet cannot read it.`,
  ourFault: 'PetVet could not check the site just now. Check again in a few minutes.',
} as const;

const isHtml: Accept = (type) => /text\/html|application\/xhtml\+xml/.test(type);
const anyType: Accept = () => true;

/**
 * One check of a file or meta claim: reads the file or home page politely (robots.txt, the
 * host's slot and pause, the SSRF guard), compares the token's hash, and settles the claim.
 * Idempotent: only the check the job was written for, still 'checking', is settled.
 */
export async function processPracticeClaim(
  job: JobContext,
  deps: PracticeClaimDeps,
): Promise<PracticeClaimOutcome> {
  const parsed = checkPracticeClaimJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError('invalid check-practice-claim payload');
  const { claimId, check, url } = parsed.data;
  const repo = createPracticeClaimRepository(deps.db);
  const claim = await repo.waiting(claimId, check);
  if (!claim) {
    deps.logger.info({ claimId, check }, 'practice claim check already settled');
    return { claimId, settled: false, verified: false };
  }
  const stop = AbortSignal.any([AbortSignal.timeout(deps.timeLimitMs), deps.shutdown]);
  let failure: string | null;
  try {
    failure = await readProof(deps.site, claim, url, stop);
  } catch (error) {
    if (deps.shutdown.aborted) throw await job.release();
    // A lost slot is ours, not the site's: retried, and told as ours on the last attempt.
    if (error instanceof SlotLostError || !(error instanceof CrawlError)) {
      if (job.attemptsMade + 1 < job.maxAttempts) throw error;
      failure = CLAIM_CHECK_TEXTS.ourFault;
    } else failure = siteFailure(error, url);
  }
  const settled = await repo.settle(claimId, check, failure, deps.now());
  // The claim's id and the outcome only: never the token, its hash or the page.
  deps.logger.info(
    { claimId, check, method: claim.method, verified: failure === null, settled },
    'practice claim checked',
  );
  return { claimId, settled, verified: settled && failure === null };
}

/** Null when the site holds the token; else why not, in the claimant's words. */
async function readProof(
  site: PracticeClaimDeps['site'],
  claim: WaitingClaim,
  url: string,
  stop: AbortSignal,
): Promise<string | null> {
  const fetcher = createPoliteFetcher(site, stop);
  const outcome = await fetcher.get(url, claim.method === 'file' ? anyType : isHtml);
  if (outcome.kind === 'skipped')
    return CLAIM_CHECK_TEXTS.unreadable(claim.method, url, outcome.reason);
  const body = outcome.page.body;
  if (claim.method === 'file')
    return matchesPracticeClaimHash(body.trim(), claim.tokenHash)
      ? null
      : CLAIM_CHECK_TEXTS.fileWrong(url);
  const tokens = metaTokens(body);
  if (tokens.length === 0) return CLAIM_CHECK_TEXTS.metaMissing(url);
  return tokens.some((token) => matchesPracticeClaimHash(token, claim.tokenHash))
    ? null
    : CLAIM_CHECK_TEXTS.metaWrong(url);
}

/** Every petvet-verification meta tag's content (a page may keep an old one beside the new). */
function metaTokens(html: string): string[] {
  const $ = cheerio.load(html);
  return $('meta')
    .toArray()
    .filter(
      (meta) => ($(meta).attr('name') ?? '').trim().toLowerCase() === PRACTICE_CLAIM_META_NAME,
    )
    .map((meta) => ($(meta).attr('content') ?? '').trim())
    .filter(Boolean);
}

function siteFailure(error: CrawlError, url: string): string {
  if (error instanceof RefusedAddressError) return CLAIM_CHECK_TEXTS.notPublic(url);
  return CLAIM_CHECK_TEXTS.noAnswer(error.message.replace(/\.$/, ''));
}
