import { Router } from 'express';
import {
  ACCOUNT_CLOSED_TEXT,
  AppError,
  SESSION_ENDED_TEXT,
  accountExportSchema,
  closeAccountSchema,
  exportFileName,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { createAccountCloseService } from './account-close.service';
import { createAccountDataRepository } from './account-data.repository';

/**
 * Leave with your data: GET /api/account/export (a JSON file of everything the account owns) and
 * DELETE /api/account (closing it, with the password entered again). Any signed-in account.
 */
export function accountDataRoutes(deps: AppDeps): Router {
  const router = Router();
  const signedIn = requireAuth(deps);
  const data = createAccountDataRepository(deps.db);
  const closing = createAccountCloseService(deps);

  router.get('/account/export', signedIn, async (req, res) => {
    const stored = await data.exportOf(authOf(req).userId);
    if (stored === null) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT);
    const now = deps.now();
    // Parsed with the contract on the way out: a file that breaks it fails here, not with its reader.
    const file = accountExportSchema.parse({
      exportedAt: now.toISOString(),
      ...(stored as object),
    });
    // Personal data: never kept by a browser or proxy cache.
    res.setHeader('cache-control', 'no-store');
    res.setHeader(
      'content-disposition',
      `attachment; filename="${exportFileName(now.toISOString().slice(0, 10))}"`,
    );
    res.json(file);
  });

  router.delete('/account', signedIn, async (req, res) => {
    const { password } = parseInput(closeAccountSchema, req.body);
    await closing.close(authOf(req).userId, password, ifMatchOf(req));
    res.json({ message: ACCOUNT_CLOSED_TEXT });
  });

  return router;
}
