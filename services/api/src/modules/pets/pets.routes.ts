import { Router } from 'express';
import {
  medicalRecordRequestSchema,
  petRequestSchema,
  vaccinationRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { createPetsService } from './pets.service';

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

  pets.get('/:id/medical-history', async (req, res) => {
    const id = parsePathId(req.params);
    res.json(await service.listMedical(authOf(req).userId, id));
  });

  pets.post('/:id/medical-history', idempotent, async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(medicalRecordRequestSchema, req.body);
    res.status(201).json(await service.addMedical(authOf(req).userId, id, input));
  });

  pets.get('/:id/vaccinations', async (req, res) => {
    const id = parsePathId(req.params);
    res.json(await service.listVaccinations(authOf(req).userId, id));
  });

  pets.post('/:id/vaccinations', idempotent, async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(vaccinationRequestSchema, req.body);
    res.status(201).json(await service.addVaccination(authOf(req).userId, id, input));
  });

  const router = Router();
  router.use('/users/pets', ...ownerOnly, pets);
  router.use('/api/users/pets', ...ownerOnly, deletePet);
  return router;
}
