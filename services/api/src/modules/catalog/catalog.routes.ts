import { Router } from 'express';
import {
  CATEGORY_NOT_FOUND_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  CLINIC_NOT_FOUND_TEXT,
  categoryInputSchema,
  serviceInputSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { cachedRead } from '../../lib/read-cache/read-cache';
import { requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createCatalogService } from './catalog.service';

/** The public price list, and the business's service categories and services. */
export function catalogRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createCatalogService(deps);
  // Guards sit on each route: this router is mounted at /api beside other modules' routes.
  const guard = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'edit_prices'),
  ];
  const idempotent = idempotencyMiddleware(deps);

  router.get(
    '/services/public/:vetId',
    cachedRead(deps.readCache, { scopes: ['clinics'] }),
    async (req, res) => {
      res.json(
        await service.publicServices(
          parsePathId(req.params, { key: 'vetId', notFoundText: CLINIC_NOT_FOUND_TEXT }),
        ),
      );
    },
  );

  router.get('/services/categories', ...guard, async (req, res) => {
    res.json(await service.listCategories(clinicOf(req)));
  });
  router.post('/services/categories', ...guard, idempotent, async (req, res) => {
    const input = parseInput(categoryInputSchema, req.body);
    res.status(201).json(await service.createCategory(clinicOf(req), input));
  });
  router.put('/services/categories/:id', ...guard, async (req, res) => {
    const input = parseInput(categoryInputSchema, req.body);
    const id = parsePathId(req.params, { notFoundText: CATEGORY_NOT_FOUND_TEXT });
    const category = await service.updateCategory(clinicOf(req), id, input, ifMatchOf(req));
    if (category.version) sendVersion(res, category.version);
    res.json(category);
  });
  router.delete('/services/categories/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: CATEGORY_NOT_FOUND_TEXT });
    await service.deleteCategory(clinicOf(req), id, ifMatchOf(req));
    res.status(204).end();
  });

  router.get('/services', ...guard, async (req, res) => {
    res.json(await service.listServices(clinicOf(req)));
  });
  router.post('/services', ...guard, idempotent, async (req, res) => {
    const input = parseInput(serviceInputSchema, req.body);
    res.status(201).json(await service.createService(clinicOf(req), input));
  });
  router.put('/services/:id', ...guard, async (req, res) => {
    const input = parseInput(serviceInputSchema, req.body);
    const id = parsePathId(req.params, { notFoundText: SERVICE_NOT_FOUND_TEXT });
    const updated = await service.updateService(clinicOf(req), id, input, ifMatchOf(req));
    if (updated.version) sendVersion(res, updated.version);
    res.json(updated);
  });
  router.delete('/services/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: SERVICE_NOT_FOUND_TEXT });
    await service.deleteService(clinicOf(req), id, ifMatchOf(req));
    res.status(204).end();
  });

  return router;
}
