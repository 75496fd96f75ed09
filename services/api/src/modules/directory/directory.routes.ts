import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  AppError,
  globalPracticeSearchQuerySchema,
  practiceCompareQuerySchema,
  scrapePracticeRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { cachedRead, versionsSeen, type ReadPolicy } from '../../lib/read-cache/read-cache';
import { createDirectoryService } from './directory.service';
import { createScrapeRequestService } from './scrape-requests.service';

const HOUR_MS = 60 * 60 * 1000;

/** Scrape requests are public: each IP may send SCRAPE_RATE_LIMIT of them an hour. */
function scrapeRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: HOUR_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new AppError('RATE_LIMITED', 'Too many scrape requests. Please try again later.'));
    },
  });
}

/** A practice shows its prices and, when it has one, its PetVet clinic (read from clinics). */
const PRACTICES: ReadPolicy = { scopes: ['directory', 'clinics'] };
/** A search's PetVet clinics show their next free time: it moves with bookings and the clock. */
const SEARCH: ReadPolicy = { scopes: ['directory', 'clinics', 'slots'], clock: true };

/** The public worldwide directory of clinic prices: no login on any of these. */
export function directoryRoutes(deps: AppDeps): Router {
  const router = Router();
  const directory = createDirectoryService(deps);
  const scrapes = createScrapeRequestService(deps);

  router.get('/global-practices/search', cachedRead(deps.readCache, SEARCH), async (req, res) => {
    const query = parseInput(globalPracticeSearchQuerySchema, req.query);
    // The rows a search keeps for its neighbourhood are keyed by the directory's data versions.
    res.json(await directory.search(query, versionsSeen(res, ['directory', 'clinics'])));
  });

  router.get(
    '/global-practices/compare',
    cachedRead(deps.readCache, PRACTICES),
    async (req, res) => {
      const query = parseInput(practiceCompareQuerySchema, req.query);
      res.json(await directory.compare(query));
    },
  );

  router.get(
    '/global-practices/categories',
    cachedRead(deps.readCache, { scopes: ['directory'] }),
    async (_req, res) => {
      res.json(await directory.categories());
    },
  );

  router.get(
    '/global-practices/stats/overview',
    cachedRead(deps.readCache, { scopes: ['stats'] }),
    async (_req, res) => {
      const overview = await directory.overview();
      // Not computed yet: each read asks the aggregator again, so the zeros are never cached.
      if (overview.computedAt === null) res.setHeader('cache-control', 'no-store');
      res.json(overview);
    },
  );

  router.post(
    '/global-practices/admin/scrape-practice',
    scrapeRateLimit(deps.config.SCRAPE_RATE_LIMIT),
    async (req, res) => {
      const input = parseInput(scrapePracticeRequestSchema, req.body);
      res.status(202).json(await scrapes.request(input, req.ip ?? 'unknown'));
    },
  );

  router.get('/global-practices/:id', cachedRead(deps.readCache, PRACTICES), async (req, res) => {
    res.json(await directory.detail(String(req.params.id)));
  });

  return router;
}
