import type { RequestHandler, Response } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '@petvet/shared';
import { basicAuth } from '../../middleware/basic-auth';
import { readCacheCounts } from '../../lib/read-cache/read-cache';
import { routeLabel } from '../../lib/route-label';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const httpErrors = new Counter({
  name: 'http_errors_total',
  help: 'HTTP answers with a 5xx status',
  labelNames: ['route'] as const,
  registers: [registry],
});

// Counted where responses are served (a plain object, nothing per request); read at scrape time.
new Counter({
  name: 'read_cache_answers_total',
  help: 'Public reads served from the read cache (hit) and answered afresh (miss)',
  labelNames: ['outcome'] as const,
  registers: [registry],
  collect() {
    this.reset();
    this.inc({ outcome: 'hit' }, readCacheCounts.hit);
    this.inc({ outcome: 'miss' }, readCacheCounts.miss);
  },
});

/** Times one response under a route known in advance (a cached response sent before routing). */
export function timeAnswer(res: Response, method: string, route: () => string): void {
  const stop = requestDuration.startTimer();
  res.on('finish', () => {
    const label = route();
    stop({ method, route: label, status: String(res.statusCode) });
    if (res.statusCode >= 500) httpErrors.inc({ route: label });
  });
}

export function metricsMiddleware(): RequestHandler {
  return (req, res, next) => {
    timeAnswer(res, req.method, () => routeLabel(req));
    next();
  };
}

/**
 * Prometheus text for operators only: it names every route with its traffic and error counts,
 * and the process's memory and versions. Behind the operator credentials; without any set, the
 * page does not exist (404), as the queue board does not.
 */
export function metricsRoute(credentials: string | undefined): RequestHandler[] {
  if (!credentials) {
    return [
      (_req, _res, next) => {
        next(new AppError('NOT_FOUND', 'Metrics are served only when ADMIN_CREDENTIALS is set'));
      },
    ];
  }
  return [
    basicAuth(credentials),
    async (_req, res) => {
      res.setHeader('content-type', registry.contentType);
      res.send(await registry.metrics());
    },
  ];
}
