import { Router, type Request } from 'express';
import {
  clinicEntryContextSchema,
  HEALTH_RECORD_TEXTS,
  patientListQuerySchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf, sendVersion } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import { actorOf, requireClinic } from '../../middleware/require-clinic';
import { createClinicEntriesService, type AnyClinicEntry } from '../pets/clinic-entries.service';
import { ENTRY_KINDS, entryIdOf, requestSchemaOf, type EntryKind } from '../pets/entry-kinds';
import { createPatientsService, requirePatient } from './patients.service';

const BASE = '/vet-business/patients';

/** The entry's own fields, parsed with the owner's schema for that kind. */
function entryOf(kind: EntryKind, body: unknown): AnyClinicEntry {
  return { kind, input: parseInput(requestSchemaOf[kind], body) } as AnyClinicEntry;
}

/**
 * The clinic's side: /vet-business/patients and the entries a clinic writes. Vets, nurses and the
 * practice owner read and write; reception and managers are refused by their staff role.
 */
export function patientsRoutes(deps: AppDeps): Router {
  const router = Router();
  const guard = [
    requireAuth(deps),
    requireRole('vet_business'),
    requireClinic(deps, 'write_records', 'read_records'),
  ];
  const patients = createPatientsService(deps);
  const entries = createClinicEntriesService(deps, requirePatient);
  const petOf = (req: Request) =>
    parsePathId({ id: req.params.petId }, { notFoundText: HEALTH_RECORD_TEXTS.patientNotFound });
  const whoIs = (req: Request) => {
    const actor = actorOf(req);
    return patients.staffMember(actor.clinicId, actor.accountId);
  };

  router.get(BASE, ...guard, async (req, res) => {
    const { q } = parseInput(patientListQuerySchema, req.query);
    res.json(await patients.list(await whoIs(req), q));
  });

  router.get(`${BASE}/:petId`, ...guard, async (req, res) => {
    res.json(await patients.detail(await whoIs(req), petOf(req)));
  });

  for (const kind of ENTRY_KINDS) {
    // The visit goes beside the entry's fields; each is parsed by its own schema.
    router.post(
      `${BASE}/:petId/${kind}`,
      ...guard,
      idempotencyMiddleware(deps),
      async (req, res) => {
        const petId = petOf(req);
        const body: Record<string, unknown> =
          req.body && typeof req.body === 'object' ? { ...(req.body as object) } : {};
        const { appointmentId } = parseInput(clinicEntryContextSchema, body);
        delete body.appointmentId;
        const entry = entryOf(kind, body);
        const saved = await entries.add(await whoIs(req), petId, appointmentId, entry);
        sendVersion(res, saved.version);
        res.status(201).json(saved);
      },
    );

    router.put(`${BASE}/:petId/${kind}/:entryId`, ...guard, async (req, res) => {
      const petId = petOf(req);
      const entryId = entryIdOf(kind, req.params.entryId);
      const entry = entryOf(kind, req.body);
      const saved = await entries.correct(await whoIs(req), petId, entryId, entry, ifMatchOf(req));
      sendVersion(res, saved.version);
      res.json(saved);
    });
  }
  return router;
}
