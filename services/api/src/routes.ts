import { Router } from 'express';
import type { AppDeps } from './deps';

/**
 * Every API module mounts here, under /api. Each module exports one function that
 * builds its router from the dependencies.
 */
export function apiRoutes(deps: AppDeps): Router {
  const router = Router();
  void deps;
  return router;
}
