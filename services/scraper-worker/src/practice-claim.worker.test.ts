import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATALOGUE, JOBS, PRACTICE_CLAIM_FILE_PATH, QUEUES } from '@petvet/shared';
import { type DatabaseHandle } from '@petvet/shared/server';
import { waitFor } from '../../../test-support/wait-for';
import { loadScraperConfig } from './config';
import { createScrapeWorker } from './scrape-worker';
import { capturedLogger, claimState, insertCheckingClaim } from './test-support/claim-rows';
import { openTestDatabase } from './test-support/directory-rows';
import { startFixtureSite, type FixtureSite } from './test-support/fixture-site';

const SITE_HOST = '127.0.0.2';

describe('the scrape worker takes practice claim checks from its queue', () => {
  let handle: DatabaseHandle;
  let redis: Redis;
  let site: FixtureSite;
  let token = '';

  beforeAll(async () => {
    handle = await openTestDatabase();
    redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    site = await startFixtureSite(
      {
        [PRACTICE_CLAIM_FILE_PATH]: {
          handle: (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(token),
        },
      },
      SITE_HOST,
    );
  });
  afterAll(async () => {
    await site?.close();
    redis?.disconnect();
    await handle?.close();
  });

  it('when a check-practice-claim job is queued, then the worker reads the file and verifies the claim, logging no token', async () => {
    const prefix = `${inject('queuePrefix')}:claims-${randomUUID().slice(0, 8)}`;
    const queue = new Queue(QUEUES.scrape, { connection: redis, prefix });
    const log = capturedLogger();
    const worker = createScrapeWorker({
      db: handle.db,
      redisUrl: inject('redisUrl'),
      queuePrefix: prefix,
      logger: log.logger,
      config: loadScraperConfig({
        SCRAPER_ALLOW_LOOPBACK_HOSTS: SITE_HOST,
        SCRAPER_RENDER: 'false',
        SCRAPER_REQUEST_TIMEOUT_MS: '3000',
      }),
    });
    try {
      const claim = await insertCheckingClaim(handle.db, site.url, 'file');
      token = claim.token;
      const data = {
        claimId: claim.claimId,
        check: 1,
        url: `${site.url}${PRACTICE_CLAIM_FILE_PATH}`,
      };
      await queue.add(JOBS.checkPracticeClaim, data, {
        ...CATALOGUE.checkPracticeClaim.options,
        jobId: CATALOGUE.checkPracticeClaim.key(data),
      });
      const state = await waitFor(
        () => claimState(handle.db, claim.claimId),
        (s) => s.status !== 'checking',
        20_000,
      );
      expect(state).toMatchObject({ status: 'verified', failure: null });
      expect(site.pathsHit()).toEqual(['/robots.txt', PRACTICE_CLAIM_FILE_PATH]);
      expect(log.lines.some((line) => line.includes('practice claim checked'))).toBe(true);
      expect(log.lines.join('\n')).not.toContain(token);
    } finally {
      await worker.close();
      await queue.close();
    }
  }, 40_000);
});
