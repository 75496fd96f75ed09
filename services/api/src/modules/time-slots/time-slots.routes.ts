import { Router } from 'express';
import {
  TIME_SLOT_NOT_FOUND_TEXT,
  CLINIC_NOT_FOUND_TEXT,
  availableDaysQuerySchema,
  availableSlotsQuerySchema,
  bulkTimeSlotsSchema,
  createTimeSlotSchema,
  generateSlotsRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { cachedRead, type ReadPolicy } from '../../lib/read-cache/read-cache';
import { requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { optionalViewer } from './optional-viewer';
import { createTimeSlotsService } from './time-slots.service';

/** Public availability (no token) and the business's own time slots (bearer, vet_business). */
export function timeSlotsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createTimeSlotsService(deps);
  const idempotent = idempotencyMiddleware(deps);
  // Guards sit on each route: this router is mounted at /api beside other modules' routes.
  const guard = [requireAuth(deps), requireRole('vet_business'), requireClinic(deps, 'edit_hours')];

  // Public: a signed-in owner also sees the time held for them (a waitlist offer), so a signed-in
  // request passes the shared cache by (cachedRead never serves nor keeps one).
  const viewer = optionalViewer(deps);
  const free: ReadPolicy = { scopes: ['clinics', 'slots'], clock: true };
  router.get(
    '/vet-business/time-slots/available/:vetId',
    cachedRead(deps.readCache, free),
    viewer,
    async (req, res) => {
      const query = parseInput(availableSlotsQuerySchema, req.query);
      const clinicId = parsePathId(req.params, {
        key: 'vetId',
        notFoundText: CLINIC_NOT_FOUND_TEXT,
      });
      res.json(await service.available(clinicId, query, req.auth?.userId));
    },
  );

  router.get(
    '/vet-business/time-slots/available-days/:vetId',
    cachedRead(deps.readCache, free),
    viewer,
    async (req, res) => {
      const query = parseInput(availableDaysQuerySchema, req.query);
      const clinicId = parsePathId(req.params, {
        key: 'vetId',
        notFoundText: CLINIC_NOT_FOUND_TEXT,
      });
      res.json(await service.availableDays(clinicId, query, req.auth?.userId));
    },
  );

  router.get('/vet-business/time-slots', ...guard, async (req, res) => {
    res.json(await service.list(clinicOf(req)));
  });

  router.post('/vet-business/time-slots', ...guard, idempotent, async (req, res) => {
    const input = parseInput(createTimeSlotSchema, req.body);
    res.status(201).json(await service.create(clinicOf(req), input));
  });

  router.post('/vet-business/time-slots/bulk', ...guard, idempotent, async (req, res) => {
    const input = parseInput(bulkTimeSlotsSchema, req.body);
    res.status(201).json(await service.createBulk(clinicOf(req), input));
  });

  router.post('/vet-business/time-slots/generate', ...guard, idempotent, async (req, res) => {
    const input = parseInput(generateSlotsRequestSchema, req.body);
    res.json(await service.generate(clinicOf(req), input));
  });

  router.delete('/vet-business/time-slots/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: TIME_SLOT_NOT_FOUND_TEXT });
    await service.remove(clinicOf(req), id, ifMatchOf(req));
    res.status(204).end();
  });

  return router;
}
