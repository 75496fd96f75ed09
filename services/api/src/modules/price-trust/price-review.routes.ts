import { Router, type Response } from 'express';
import { ETAG_HEADER, priceReviewAddSchema, priceReviewChangeSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput } from '../../lib/validate';
import { authOf, requireAuth } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { createPriceReviewService } from './price-review.service';

// The review is one account's view of prices it may change: never stored by any cache.
const private_ = (res: Response) => res.setHeader('cache-control', 'no-store');

/**
 * A verified claimant reviewing the practice's prices: confirm, correct, remove, add. Changes and
 * removals honour If-Match with the item's etag (412 when someone changed it since; without
 * If-Match the write applies, as everywhere in the API).
 */
export function priceReviewRoutes(deps: AppDeps): Router {
  const router = Router();
  const review = createPriceReviewService(deps);
  const signedIn = requireAuth(deps);
  const idempotent = idempotencyMiddleware(deps);
  const base = '/global-practices/:id/price-review';

  router.get(base, signedIn, async (req, res) => {
    private_(res);
    res.json(await review.list(String(req.params.id), authOf(req).userId));
  });

  router.post(base, signedIn, idempotent, async (req, res) => {
    const input = parseInput(priceReviewAddSchema, req.body);
    const item = await review.add(String(req.params.id), authOf(req).userId, input);
    private_(res);
    res.setHeader(ETAG_HEADER, item.etag);
    res.status(201).json({ item });
  });

  router.put(`${base}/:itemKey`, signedIn, async (req, res) => {
    const change = parseInput(priceReviewChangeSchema, req.body);
    const { id, itemKey } = req.params;
    const item = await review.change(
      String(id),
      authOf(req).userId,
      String(itemKey),
      change,
      ifMatchOf(req),
    );
    private_(res);
    res.setHeader(ETAG_HEADER, item.etag);
    res.json({ item });
  });

  router.delete(`${base}/:itemKey`, signedIn, async (req, res) => {
    const { id, itemKey } = req.params;
    await review.remove(String(id), authOf(req).userId, String(itemKey), ifMatchOf(req));
    res.status(204).end();
  });

  return router;
}
