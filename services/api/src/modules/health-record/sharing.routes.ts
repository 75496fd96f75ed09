import { Router } from 'express';
import {
  AppError,
  knownText,
  entryHiddenRequestSchema,
  HEALTH_RECORD_TEXTS,
  idSchema,
  petSharingRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion, staleVersion } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { ENTRY_KINDS, setEntryHidden, type EntryKind } from '../pets/entry-hiding';
import { createPetsService } from '../pets/pets.service';
import { createSharingRepository } from './sharing.repository';

/** A path id that is not a uuid cannot name anything: not found, with the given text. */
function pathUuid(value: unknown, notFoundText: string): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', knownText(notFoundText));
  return parsed.data;
}

/** The owner's side of sharing: /users/pets/:id/sharing, /access-log and hiding a clinic's entry. */
export function sharingRoutes(deps: AppDeps): Router {
  const router = Router();
  const guard = [requireAuth(deps), requireRole('pet_owner')];
  const sharing = createSharingRepository(deps.db);
  const pets = createPetsService(deps);

  /** Another owner's pet answers exactly like a missing one. */
  async function ownedPet(req: Parameters<Parameters<Router['get']>[1]>[0]): Promise<string> {
    const petId = parsePathId(req.params);
    await pets.get(authOf(req).userId, petId);
    return petId;
  }

  router.get('/users/pets/:id/sharing', ...guard, async (req, res) => {
    res.json(await sharing.list(await ownedPet(req)));
  });

  router.put('/users/pets/:id/sharing/:clinicId', ...guard, async (req, res) => {
    const petId = await ownedPet(req);
    const clinicId = pathUuid(req.params.clinicId, HEALTH_RECORD_TEXTS.clinicNotFound);
    const { shared } = parseInput(petSharingRequestSchema, req.body);
    const clinicName = await sharing.clinicName(clinicId);
    if (clinicName === null) throw new AppError('NOT_FOUND', HEALTH_RECORD_TEXTS.clinicNotFound);
    const row = await sharing.save(petId, clinicId, shared, ifMatchOf(req));
    if (!row) throw staleVersion();
    sendVersion(res, row.version);
    res.json({ clinicId, clinicName, shared: row.shared, updatedAt: row.updatedAt.toISOString() });
  });

  router.get('/users/pets/:id/access-log', ...guard, async (req, res) => {
    res.json(await sharing.accessLog(await ownedPet(req)));
  });

  for (const kind of Object.keys(ENTRY_KINDS) as EntryKind[]) {
    router.put(`/users/pets/:id/${kind}/:entryId/hidden`, ...guard, async (req, res) => {
      const petId = await ownedPet(req);
      const entryId = pathUuid(req.params.entryId, ENTRY_KINDS[kind].notFound);
      const { hidden } = parseInput(entryHiddenRequestSchema, req.body);
      const entry = await setEntryHidden(
        deps.db,
        kind,
        petId,
        entryId,
        hidden,
        deps.now(),
        ifMatchOf(req),
      );
      sendVersion(res, entry.version);
      res.json(entry);
    });
  }
  return router;
}
