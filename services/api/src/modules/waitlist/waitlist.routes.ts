import { Router } from 'express';
import { createWaitlistEntrySchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { WAITLIST_ENTRY_NOT_FOUND_TEXT, createWaitlistService } from './waitlist.service';

/** /api/waitlist: a signed-in owner's waits for time on a clinic's full date. */
export function waitlistRoutes(deps: AppDeps): Router {
  const service = createWaitlistService(deps);
  const waitlist = Router();

  waitlist.get('/', async (req, res) => {
    res.json(await service.list(authOf(req).userId));
  });

  waitlist.post('/', idempotencyMiddleware(deps), async (req, res) => {
    const input = parseInput(createWaitlistEntrySchema, req.body);
    res.status(201).json(await service.join(authOf(req).userId, input));
  });

  waitlist.delete('/:id', async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: WAITLIST_ENTRY_NOT_FOUND_TEXT });
    await service.leave(authOf(req).userId, id, ifMatchOf(req));
    res.status(204).end();
  });

  const router = Router();
  router.use('/waitlist', requireAuth(deps), requireRole('pet_owner'), waitlist);
  return router;
}
