import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** The clinic's side: /vet-business/patients and the entries a clinic writes. */
export function patientsRoutes(deps: AppDeps): Router {
  const router = Router();
  void deps;
  return router;
}
