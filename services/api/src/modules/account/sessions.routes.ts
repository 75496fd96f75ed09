import { Router } from 'express';
import { sessionIdParamsSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { createSessionsService } from './sessions.service';

/**
 * The signed-in devices of an account: GET /api/account/sessions lists the live ones,
 * DELETE /api/account/sessions/:id ends one, POST /api/account/sessions/revoke-others ends all but
 * the caller's, POST /api/auth/logout ends the caller's. Each ended session is refused on its next
 * request (requireAuth reads the row).
 */
export function sessionsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createSessionsService(deps);
  const auth = requireAuth(deps);

  router.get('/account/sessions', auth, async (req, res) => {
    const { userId, sessionId } = authOf(req);
    res.json({ sessions: await service.list(userId, sessionId) });
  });

  router.delete('/account/sessions/:id', auth, async (req, res) => {
    const { id } = parseInput(sessionIdParamsSchema, req.params);
    await service.revoke(authOf(req).userId, id);
    res.status(204).end();
  });

  router.post('/account/sessions/revoke-others', auth, async (req, res) => {
    const { userId, sessionId } = authOf(req);
    res.json(await service.revokeOthers(userId, sessionId));
  });

  router.post('/auth/logout', auth, async (req, res) => {
    const { userId, sessionId } = authOf(req);
    await service.logout(userId, sessionId);
    res.status(204).end();
  });

  return router;
}
