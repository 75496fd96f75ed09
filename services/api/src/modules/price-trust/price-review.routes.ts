import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** A verified claimant reviewing the practice's prices: confirm, correct, remove, add. */
export function priceReviewRoutes(deps: AppDeps): Router {
  void deps;
  return Router();
}
