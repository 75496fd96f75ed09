import { Router } from 'express';
import { CLINIC_NOT_FOUND_TEXT, clinicSearchQuerySchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { createClinicsService } from './clinics.service';

/** Public clinic search and detail (no token). */
export function clinicsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createClinicsService(deps);

  router.get('/vets', async (req, res) => {
    const query = parseInput(clinicSearchQuerySchema, req.query);
    res.json(await service.search(query));
  });

  router.get('/vets/:id', async (req, res) => {
    res.json(
      await service.getClinic(parsePathId(req.params, { notFoundText: CLINIC_NOT_FOUND_TEXT })),
    );
  });

  return router;
}
