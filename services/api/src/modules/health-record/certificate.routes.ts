import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { AppError } from '@petvet/shared';
import {
  certificateFileName,
  publishNotification,
  readCertificateFacts,
  renderCertificatePdf,
} from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';

import { PET_NOT_FOUND_TEXT } from '../pets/pets.service';

/** /users/pets/:id/certificate.pdf and the certificate sent by email. */
export function certificateRoutes(deps: AppDeps): Router {
  const router = Router();
  const ownerOnly = [requireAuth(deps), requireRole('pet_owner')];
  const petOf = (params: unknown) => parsePathId(params, { notFoundText: PET_NOT_FOUND_TEXT });
  const notFound = () => new AppError('NOT_FOUND', PET_NOT_FOUND_TEXT);

  router.get('/users/pets/:id/certificate.pdf', ...ownerOnly, async (req, res) => {
    const facts = await readCertificateFacts(deps.db, petOf(req.params), authOf(req).userId);
    if (!facts) throw notFound();
    // Only the owner downloads it: it speaks their account's language.
    const { locale } = facts.owner;
    const produced = deps.now().toISOString().slice(0, 10);
    const pdf = await renderCertificatePdf(facts, produced, locale);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${certificateFileName(facts.pet.name, locale)}"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  });

  // The PDF is made when the email is sent (the outbox carries the request, not the file).
  router.post(
    '/users/pets/:id/certificate/email',
    ...ownerOnly,
    idempotencyMiddleware(deps),
    async (req, res) => {
      const petId = petOf(req.params);
      const facts = await readCertificateFacts(deps.db, petId, authOf(req).userId);
      if (!facts) throw notFound();
      await deps.db.transaction((tx) =>
        publishNotification(tx, { kind: 'certificate-email', petId, requestId: randomUUID() }),
      );
      res.status(202).json({ queued: true });
    },
  );
  return router;
}
