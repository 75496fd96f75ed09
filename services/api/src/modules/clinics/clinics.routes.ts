import { Router } from 'express';
import { CLINIC_NOT_FOUND_TEXT, clinicSearchQuerySchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { cachedRead, type ReadPolicy } from '../../lib/read-cache/read-cache';
import { createClinicsService } from './clinics.service';

/** A clinic's card shows its profile and its next free time (which moves as time passes). */
const CLINIC_CARDS: ReadPolicy = { scopes: ['clinics', 'slots'], clock: true };

/** Public clinic search and detail (no token). */
export function clinicsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createClinicsService(deps);

  router.get('/vets', cachedRead(deps.readCache, CLINIC_CARDS), async (req, res) => {
    const query = parseInput(clinicSearchQuerySchema, req.query);
    res.json(await service.search(query));
  });

  router.get('/vets/:id', cachedRead(deps.readCache, CLINIC_CARDS), async (req, res) => {
    res.json(
      await service.getClinic(parsePathId(req.params, { notFoundText: CLINIC_NOT_FOUND_TEXT })),
    );
  });

  return router;
}
