import { Router } from 'express';
import {
  CLINIC_NOT_FOUND_TEXT,
  createDropOffRequestSchema,
  dropOffDaysQuerySchema,
  dropOffSettingsInputSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware, recordAnswerIn } from '../../middleware/idempotency';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createDropOffService } from './drop-off.service';

/**
 * Drop-offs: the clinic's settings (/api/vet-business/drop-off), the days an owner may choose
 * (/api/vets/:vetId/drop-off-days) and the owner's booking (/api/drop-offs).
 */
export function dropOffRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createDropOffService(deps);
  const business = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'edit_prices'),
  ];

  router.get('/vet-business/drop-off', ...business, async (req, res) => {
    const settings = await service.settings(clinicOf(req));
    if (settings.version) sendVersion(res, settings.version);
    res.json(settings);
  });
  router.put('/vet-business/drop-off', ...business, async (req, res) => {
    const input = parseInput(dropOffSettingsInputSchema, req.body);
    const saved = await service.saveSettings(clinicOf(req), input, ifMatchOf(req));
    if (saved.version) sendVersion(res, saved.version);
    res.json(saved);
  });

  router.get('/vets/:vetId/drop-off-days', async (req, res) => {
    const clinicId = parsePathId(req.params, { key: 'vetId', notFoundText: CLINIC_NOT_FOUND_TEXT });
    const query = parseInput(dropOffDaysQuerySchema, req.query);
    res.json(await service.days(clinicId, query));
  });

  router.post(
    '/drop-offs',
    requireAuth(deps),
    requireRole('pet_owner'),
    idempotencyMiddleware(deps),
    async (req, res) => {
      const input = parseInput(createDropOffRequestSchema, req.body);
      // A keyed booking stores its answer in the booking's own transaction, as bookings do.
      const answer = recordAnswerIn(req, 201);
      res.status(201).json(await service.book(authOf(req).userId, input, answer));
    },
  );

  return router;
}
