import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** The owner's side of sharing: /users/pets/:id/sharing, /access-log and hiding a clinic's entry. */
export function sharingRoutes(deps: AppDeps): Router {
  const router = Router();
  void deps;
  return router;
}
