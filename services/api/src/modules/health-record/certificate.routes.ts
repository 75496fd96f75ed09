import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** /users/pets/:id/certificate.pdf and the certificate sent by email. */
export function certificateRoutes(deps: AppDeps): Router {
  const router = Router();
  void deps;
  return router;
}
