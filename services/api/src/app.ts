import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { answerLines, requestLogger } from './middleware/request-logger';
import { refuseNulCharacters } from './lib/validate';
import { apiRoutes } from './routes';
import { healthRoutes } from './modules/health/health.routes';
import { metricsMiddleware, metricsRoute, timeAnswer } from './modules/health/metrics';
import { compressAnswers } from './middleware/compression';
import { seoRoutes } from './modules/seo/seo.routes';
import { serveWeb, siteNotFound } from './modules/web/static-web';
import { createPageReads } from './modules/web/page-reads';
import { createReadCache } from './lib/read-cache/read-cache';
import { frontRead } from './lib/read-cache/front-read';
import { createAccountReads } from './modules/account/session-reads';
import { createStaffReads } from './modules/staff/staff-reads';
import { ADMIN_PRICES_PATH, adminPricesRoute } from './modules/price-trust/admin-prices';

/** Builds the whole HTTP application; never listens (main.ts does). */
export function createApp(given: AppDeps): Express {
  const deps: AppDeps = {
    ...given,
    readCache: given.readCache ?? createReadCache(given),
    access: given.access ?? {
      accounts: createAccountReads(given.db),
      staff: createStaffReads(given),
    },
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  // compressAnswers tags reads itself, over the bytes before compression.
  app.set('etag', false);

  // Cached public responses go out before the rest of the stack, as it sent them.
  const lines = deps.answerLog ?? answerLines(deps.logger);
  app.use(frontRead({ cache: deps.readCache, lines, timeAnswer }));
  app.use(requestLogger(deps.logger, lines));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https://*.tile.openstreetmap.org', 'https:'],
          'frame-src': ["'self'", 'https://www.openstreetmap.org'],
          'connect-src': ["'self'"],
          // `npm start` serves plain HTTP, also to other machines on the network: upgrading
          // asset requests to HTTPS there would leave the page blank. TLS belongs to the proxy.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use(metricsMiddleware());
  app.use(compressAnswers());
  app.use(express.json({ limit: '1mb' }));
  app.use(refuseNulCharacters());

  app.use('/api', healthRoutes(deps));
  app.get('/metrics', ...metricsRoute(deps.config.ADMIN_CREDENTIALS));
  app.use('/api', apiRoutes(deps));
  app.use('/api', apiNotFound);
  if (deps.queueBoard) app.use('/admin/queues', deps.queueBoard);
  const adminPrices = adminPricesRoute(deps);
  if (adminPrices) app.get(ADMIN_PRICES_PATH, ...adminPrices);

  app.use(seoRoutes(deps));
  serveWeb(app, deps.config.WEB_DIST_DIR, createPageReads(deps));
  app.use(siteNotFound);
  app.use(errorHandler);
  return app;
}
