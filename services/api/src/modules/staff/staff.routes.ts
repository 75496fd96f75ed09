import { Router } from 'express';
import { staffInvitationInputSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { actorOf, requireClinic } from '../../middleware/require-clinic';
import { createStaffService } from './staff.service';

/** The clinic's staff and invitations (bearer, vet_business; changes: the owner only). */
export function staffRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createStaffService(deps);
  const idempotent = idempotencyMiddleware(deps);
  const guard = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'manage_staff'),
  ];

  router.get('/vet-business/staff', ...guard, async (req, res) => {
    res.json(await service.list(actorOf(req)));
  });

  router.post('/vet-business/staff/invitations', ...guard, idempotent, async (req, res) => {
    const input = parseInput(staffInvitationInputSchema, req.body);
    res.status(201).json(await service.invite(actorOf(req), input));
  });

  router.delete('/vet-business/staff/invitations/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params);
    await service.revoke(actorOf(req), id, ifMatchOf(req));
    res.status(204).end();
  });

  router.delete('/vet-business/staff/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params);
    await service.remove(actorOf(req), id, ifMatchOf(req));
    res.status(204).end();
  });

  return router;
}
