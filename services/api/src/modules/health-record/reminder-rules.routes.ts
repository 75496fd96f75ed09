import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** /vet-business/reminder-rules: the clinic's vaccination reminder series. */
export function reminderRulesRoutes(deps: AppDeps): Router {
  const router = Router();
  void deps;
  return router;
}
