import { Router } from 'express';
import { reminderRulesRequestSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion, staleVersion } from '../../lib/if-match';
import { parseInput } from '../../lib/validate';
import { requireAuth, requireRole } from '../../middleware/auth';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createReminderRulesRepository } from './reminder-rules.repository';

/** /vet-business/reminder-rules: the clinic's vaccination reminder series. */
export function reminderRulesRoutes(deps: AppDeps): Router {
  const router = Router();
  const repository = createReminderRulesRepository(deps.db);
  // Any staff member reads the rules; changing them is the 'edit_reminders' action.
  const guard = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'edit_reminders'),
  ];

  router.get('/vet-business/reminder-rules', ...guard, async (req, res) => {
    const list = await repository.list(clinicOf(req));
    sendVersion(res, list.version);
    res.json(list);
  });
  router.put('/vet-business/reminder-rules', ...guard, async (req, res) => {
    const input = parseInput(reminderRulesRequestSchema, req.body);
    const saved = await repository.replace(clinicOf(req), input, ifMatchOf(req));
    if (saved === 'stale') throw staleVersion();
    sendVersion(res, saved.version);
    res.json(saved);
  });
  return router;
}
