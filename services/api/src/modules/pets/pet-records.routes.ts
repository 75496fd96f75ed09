import { Router, type RequestHandler } from 'express';
import {
  AppError,
  knownText,
  idSchema,
  MEDICAL_RECORD_NOT_FOUND_TEXT,
  medicalRecordRequestSchema,
  VACCINATION_NOT_FOUND_TEXT,
  vaccinationRequestSchema,
  weightEntryRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf } from '../../middleware/auth';
import { createPetRecordsService } from './pet-records.service';

/** An entry id from the path: a malformed one cannot name an entry, so it is not found either. */
function entryId(value: unknown, notFoundText: string): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', knownText(notFoundText));
  return parsed.data;
}

/**
 * /users/pets/:id/medical-history, /vaccinations and /weights, mounted on the owner-only pets
 * router. PUT and DELETE of an entry honour If-Match with the entry's version.
 */
export function petRecordsRoutes(deps: AppDeps, idempotent: RequestHandler): Router {
  const service = createPetRecordsService(deps);
  const router = Router();
  const owner = (req: Parameters<RequestHandler>[0]) => authOf(req).userId;

  router.get('/:id/medical-history', async (req, res) => {
    res.json(await service.listMedical(owner(req), parsePathId(req.params)));
  });

  router.post('/:id/medical-history', idempotent, async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(medicalRecordRequestSchema, req.body);
    const record = await service.addMedical(owner(req), id, input);
    sendVersion(res, record.version);
    res.status(201).json(record);
  });

  router.put('/:id/medical-history/:recordId', async (req, res) => {
    const id = parsePathId(req.params);
    const recordId = entryId(req.params.recordId, MEDICAL_RECORD_NOT_FOUND_TEXT);
    const input = parseInput(medicalRecordRequestSchema, req.body);
    const record = await service.replaceMedical(owner(req), id, recordId, input, ifMatchOf(req));
    sendVersion(res, record.version);
    res.json(record);
  });

  router.delete('/:id/medical-history/:recordId', async (req, res) => {
    const id = parsePathId(req.params);
    const recordId = entryId(req.params.recordId, MEDICAL_RECORD_NOT_FOUND_TEXT);
    await service.removeMedical(owner(req), id, recordId, ifMatchOf(req));
    res.status(204).end();
  });

  router.get('/:id/vaccinations', async (req, res) => {
    res.json(await service.listVaccinations(owner(req), parsePathId(req.params)));
  });

  router.post('/:id/vaccinations', idempotent, async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(vaccinationRequestSchema, req.body);
    const vaccination = await service.addVaccination(owner(req), id, input);
    sendVersion(res, vaccination.version);
    res.status(201).json(vaccination);
  });

  router.put('/:id/vaccinations/:vaccinationId', async (req, res) => {
    const id = parsePathId(req.params);
    const vaccinationId = entryId(req.params.vaccinationId, VACCINATION_NOT_FOUND_TEXT);
    const input = parseInput(vaccinationRequestSchema, req.body);
    const saved = await service.replaceVaccination(
      owner(req),
      id,
      vaccinationId,
      input,
      ifMatchOf(req),
    );
    sendVersion(res, saved.version);
    res.json(saved);
  });

  router.delete('/:id/vaccinations/:vaccinationId', async (req, res) => {
    const id = parsePathId(req.params);
    const vaccinationId = entryId(req.params.vaccinationId, VACCINATION_NOT_FOUND_TEXT);
    await service.removeVaccination(owner(req), id, vaccinationId, ifMatchOf(req));
    res.status(204).end();
  });

  router.get('/:id/weights', async (req, res) => {
    res.json(await service.listWeights(owner(req), parsePathId(req.params)));
  });

  router.post('/:id/weights', idempotent, async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(weightEntryRequestSchema, req.body);
    res.status(201).json(await service.addWeight(owner(req), id, input));
  });

  return router;
}
