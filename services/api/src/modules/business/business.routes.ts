import { Router } from 'express';
import { businessProfileInputSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { parseInput } from '../../lib/validate';
import { requireAuth, requireRole } from '../../middleware/auth';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createBusinessService } from './business.service';

/** The business dashboard's clinic profile and figures (bearer, vet_business, own clinic only). */
export function businessRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createBusinessService(deps);
  // Guards sit on each route: this router is mounted at /api beside other modules' routes.
  const guard = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'edit_profile'),
  ];

  router.get('/vet-business/profile', ...guard, async (req, res) => {
    const profile = await service.getProfile(clinicOf(req));
    if (profile.version) sendVersion(res, profile.version);
    res.json(profile);
  });

  router.put('/vet-business/profile', ...guard, async (req, res) => {
    const input = parseInput(businessProfileInputSchema, req.body);
    const profile = await service.saveProfile(clinicOf(req), input, ifMatchOf(req));
    if (profile.version) sendVersion(res, profile.version);
    res.json(profile);
  });

  router.get('/vet-business/stats', ...guard, async (req, res) => {
    res.json(await service.stats(clinicOf(req)));
  });

  return router;
}
