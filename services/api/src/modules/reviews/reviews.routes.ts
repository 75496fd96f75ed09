import { Router } from 'express';
import { createReviewRequestSchema, reviewResponseRequestSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { createReviewsService } from './reviews.service';

/** /api/reviews for pet owners and /api/vet-business/reviews/** for businesses. */
export function reviewsRoutes(deps: AppDeps): Router {
  const authenticate = requireAuth(deps);
  const service = createReviewsService(deps);
  const idempotent = idempotencyMiddleware(deps);

  const owner = Router();
  owner.get('/', async (req, res) => {
    res.json(await service.listForOwner(authOf(req).userId));
  });
  owner.post('/', idempotent, async (req, res) => {
    const input = parseInput(createReviewRequestSchema, req.body);
    res.status(201).json(await service.create(authOf(req).userId, input));
  });

  const business = Router();
  business.get('/', async (req, res) => {
    res.json(await service.listForBusiness(clinicOf(req)));
  });
  business.put('/:id/response', async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(reviewResponseRequestSchema, req.body);
    res.json(await service.respond(clinicOf(req), id, input));
  });

  const router = Router();
  router.use('/reviews', authenticate, requireRole('pet_owner'), owner);
  router.use(
    '/vet-business/reviews',
    authenticate,
    requireRole('vet_business'),
    requireClinic(deps),
    business,
  );
  return router;
}
