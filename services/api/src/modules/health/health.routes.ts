import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { arrivedDuringStop } from '../../graceful-close';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  // Process is up: for liveness probes. Touches nothing else.
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Dependencies answer: for readiness probes and load balancers. Redis is judged by its
  // connection's state, so a dead Redis never slows this answer.
  router.get('/readyz', async (req, res) => {
    const [database, redis] = await Promise.all([
      deps.pingDatabase().then(
        () => true,
        () => false,
      ),
      deps.jobs.isUp(),
    ]);
    // Redis down degrades crawling (requests wait in the outbox, or run in this process on the
    // embedded default) but the site still serves.
    // A stopping process finishes its work but takes no more: balancers must send elsewhere.
    const ready = database && !arrivedDuringStop(req);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      checks: { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down' },
      jobs: { transport: deps.jobs.transport() },
      // As every error answer: a 503 an operator reports can be found in the log by it.
      requestId: req.id,
    });
  });
  return router;
}
