import { Router } from 'express';
import {
  CLINIC_NOT_FOUND_TEXT,
  createReviewRequestSchema,
  publicReviewsQuerySchema,
  reviewResponseRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { clinicOf, requireClinic } from '../../middleware/require-clinic';
import { cachedRead } from '../../lib/read-cache/read-cache';
import { createPublicReviewsService } from './public-reviews.service';
import { createReviewsService } from './reviews.service';

/**
 * /api/reviews for pet owners, /api/vet-business/reviews/** for businesses and a clinic's public
 * reviews at /api/vets/:id/reviews.
 */
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
    res.json(await service.respond(clinicOf(req), id, input, ifMatchOf(req)));
  });

  const router = Router();
  const publicReviews = createPublicReviewsService(deps);
  // Reviews and their replies are in the 'clinics' scope: a review or a reply written is a new
  // key at once (the reviews table bumps that scope's version in the writing transaction).
  router.get(
    '/vets/:id/reviews',
    cachedRead(deps.readCache, { scopes: ['clinics'] }),
    async (req, res) => {
      const id = parsePathId(req.params, { notFoundText: CLINIC_NOT_FOUND_TEXT });
      const query = parseInput(publicReviewsQuerySchema, req.query);
      res.json(await publicReviews.list(id, query));
    },
  );
  router.use('/reviews', authenticate, requireRole('pet_owner'), owner);
  router.use(
    '/vet-business/reviews',
    authenticate,
    requireRole('vet_business'),
    requireClinic(deps, 'respond_reviews'),
    business,
  );
  return router;
}
