import { Router } from 'express';
import {
  CLINIC_NOT_FOUND_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  priceListMappingInputSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { requireAuth, requireRole } from '../../middleware/auth';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createPriceListService } from './price-list.service';

/** The clinic's standard price list: mapped in the dashboard, published at /vet/{id}/prices. */
export function priceListRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createPriceListService(deps);
  // Guards sit on each route: this router is mounted at /api beside other modules' routes.
  const guard = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'edit_prices'),
  ];

  router.get('/vets/:vetId/price-list', async (req, res) => {
    const clinicId = parsePathId(req.params, { key: 'vetId', notFoundText: CLINIC_NOT_FOUND_TEXT });
    res.json(await service.publicList(clinicId));
  });

  router.get('/vet-business/price-list', ...guard, async (req, res) => {
    res.json(await service.businessList(clinicOf(req)));
  });

  router.put('/vet-business/price-list/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: SERVICE_NOT_FOUND_TEXT });
    const mapping = parseInput(priceListMappingInputSchema, req.body);
    res.json(await service.saveMapping(clinicOf(req), id, mapping, ifMatchOf(req)));
  });

  return router;
}
