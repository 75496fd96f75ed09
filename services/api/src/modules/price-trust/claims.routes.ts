import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** A signed-in person proving they control a directory practice's website. */
export function practiceClaimRoutes(deps: AppDeps): Router {
  void deps;
  return Router();
}
