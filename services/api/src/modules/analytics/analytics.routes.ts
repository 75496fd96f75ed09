import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError, pageViewRequestSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { createAnalyticsService } from './analytics.service';

export function analyticsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAnalyticsService(deps);

  const pageViewLimit = rateLimit({
    windowMs: 60_000,
    limit: deps.config.PAGE_VIEW_RATE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(new AppError('RATE_LIMITED', 'Too many page views. Please slow down.')),
  });

  router.post('/analytics/pageview', pageViewLimit, async (req, res) => {
    const view = parseInput(pageViewRequestSchema, req.body);
    await service.recordPageView(view);
    res.status(204).end();
  });

  router.get('/client-settings', (_req, res) => {
    res.json(service.clientSettings());
  });

  return router;
}
