import { Router } from 'express';
import { VET_NOT_FOUND_TEXT, vetSearchQuerySchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { createVetsService } from './vets.service';

/** Public clinic search and detail (no token). */
export function vetsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createVetsService(deps);

  router.get('/vets', async (req, res) => {
    const query = parseInput(vetSearchQuerySchema, req.query);
    res.json(await service.search(query));
  });

  router.get('/vets/:id', async (req, res) => {
    res.json(await service.getVet(parsePathId(req.params, { notFoundText: VET_NOT_FOUND_TEXT })));
  });

  return router;
}
