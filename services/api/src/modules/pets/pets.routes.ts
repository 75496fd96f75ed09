import { Router } from 'express';
import { petRequestSchema } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { createPetsService } from './pets.service';
import { petRecordsRoutes } from './pet-records.routes';

/**
 * /api/users/pets/** for signed-in pet owners, plus the alias DELETE /api/api/users/pets/:id
 * that the My Pets page calls, which reaches the same handler.
 */
export function petsRoutes(deps: AppDeps): Router {
  const service = createPetsService(deps);
  const ownerOnly = [requireAuth(deps), requireRole('pet_owner')];
  const idempotent = idempotencyMiddleware(deps);
  const pets = Router();

  pets.get('/', async (req, res) => {
    res.json(await service.list(authOf(req).userId));
  });

  pets.post('/', idempotent, async (req, res) => {
    const input = parseInput(petRequestSchema, req.body);
    const pet = await service.create(authOf(req).userId, input);
    if (pet.version) sendVersion(res, pet.version);
    res.status(201).json(pet);
  });

  // One pet with its version as ETag, for a client that edits it.
  pets.get('/:id', async (req, res) => {
    const pet = await service.get(authOf(req).userId, parsePathId(req.params));
    if (pet.version) sendVersion(res, pet.version);
    res.json(pet);
  });

  pets.put('/:id', async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(petRequestSchema, req.body);
    const pet = await service.replace(authOf(req).userId, id, input, ifMatchOf(req));
    if (pet.version) sendVersion(res, pet.version);
    res.json(pet);
  });

  const deletePet = Router();
  deletePet.delete('/:id', async (req, res) => {
    const id = parsePathId(req.params);
    await service.remove(authOf(req).userId, id, ifMatchOf(req));
    res.status(204).end();
  });
  pets.use(deletePet);

  pets.use(petRecordsRoutes(deps, idempotent));

  const router = Router();
  router.use('/users/pets', ...ownerOnly, pets);
  router.use('/api/users/pets', ...ownerOnly, deletePet);
  return router;
}
