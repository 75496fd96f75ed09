import { Router } from 'express';
import type { AppDeps } from './deps';
import { authRoutes } from './modules/auth/auth.routes';

/**
 * Every API module mounts here, under /api. Each module exports one function that
 * builds its router from the dependencies.
 */
export function apiRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  void deps;
  return router;
}
