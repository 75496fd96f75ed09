import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';
import { confirmAsOwner } from './desk-awaiting-owner';

/**
 * POST /api/appointments/:id/owner-confirm: the signed-in owner confirms a visit a clinic's front
 * desk booked in their name (see desk-awaiting-owner); the emailed link leads here after sign-in.
 */
export function ownerConfirmRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    '/appointments/:id/owner-confirm',
    requireAuth(deps),
    requireRole('pet_owner'),
    async (req, res) => {
      const id = parsePathId(req.params, { notFoundText: APPOINTMENT_NOT_FOUND_TEXT });
      res.json(await confirmAsOwner(deps, authOf(req).userId, id));
    },
  );
  return router;
}
