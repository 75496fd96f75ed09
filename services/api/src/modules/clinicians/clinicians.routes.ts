import { Router } from 'express';
import {
  CLINICIAN_NOT_FOUND_TEXT,
  ROOM_NOT_FOUND_TEXT,
  clinicianInputSchema,
  roomInputSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createCliniciansService } from './clinicians.service';
import { createRoomsService } from './rooms.service';

/** The clinic's bookable calendars: its clinicians and its rooms (bearer, vet_business). */
export function cliniciansRoutes(deps: AppDeps): Router {
  const router = Router();
  const clinicians = createCliniciansService(deps);
  const rooms = createRoomsService(deps);
  const idempotent = idempotencyMiddleware(deps);
  // Guards sit on each route: this router is mounted at /api beside other modules' routes.
  const guard = [requireAuth(deps), requireRole('vet_business'), requireClinic(deps, 'edit_team')];
  const clinicianId = (params: unknown) =>
    parsePathId(params, { notFoundText: CLINICIAN_NOT_FOUND_TEXT });
  const roomId = (params: unknown) => parsePathId(params, { notFoundText: ROOM_NOT_FOUND_TEXT });

  router.get('/vet-business/clinicians', ...guard, async (req, res) => {
    res.json(await clinicians.list(clinicOf(req)));
  });
  router.post('/vet-business/clinicians', ...guard, idempotent, async (req, res) => {
    const input = parseInput(clinicianInputSchema, req.body);
    res.status(201).json(await clinicians.create(clinicOf(req), input));
  });
  router.put('/vet-business/clinicians/:id', ...guard, async (req, res) => {
    const input = parseInput(clinicianInputSchema, req.body);
    const id = clinicianId(req.params);
    const saved = await clinicians.update(clinicOf(req), id, input, ifMatchOf(req));
    if (saved.version) sendVersion(res, saved.version);
    res.json(saved);
  });
  router.delete('/vet-business/clinicians/:id', ...guard, async (req, res) => {
    await clinicians.remove(clinicOf(req), clinicianId(req.params), ifMatchOf(req));
    res.status(204).end();
  });

  router.get('/vet-business/rooms', ...guard, async (req, res) => {
    res.json(await rooms.list(clinicOf(req)));
  });
  router.post('/vet-business/rooms', ...guard, idempotent, async (req, res) => {
    const input = parseInput(roomInputSchema, req.body);
    res.status(201).json(await rooms.create(clinicOf(req), input));
  });
  router.put('/vet-business/rooms/:id', ...guard, async (req, res) => {
    const input = parseInput(roomInputSchema, req.body);
    const saved = await rooms.rename(clinicOf(req), roomId(req.params), input, ifMatchOf(req));
    if (saved.version) sendVersion(res, saved.version);
    res.json(saved);
  });
  router.delete('/vet-business/rooms/:id', ...guard, async (req, res) => {
    await rooms.remove(clinicOf(req), roomId(req.params), ifMatchOf(req));
    res.status(204).end();
  });

  return router;
}
