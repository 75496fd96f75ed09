import { Router } from 'express';
import type { AppDeps } from './deps';
import { authRoutes } from './modules/auth/auth.routes';
import { petsRoutes } from './modules/pets/pets.routes';
import { docsRoutes } from './modules/docs/docs.routes';

/**
 * Every API module mounts here, under /api. Each module exports one function that
 * builds its router from the dependencies.
 */
export function apiRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  router.use(petsRoutes(deps));
  router.use(docsRoutes());
  void deps;
  return router;
}
