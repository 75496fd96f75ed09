import { AppError, HEALTH_RECORD_TEXTS } from '@petvet/shared';
import type { PatientDetail, PatientSummary, WrittenBy } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { dosesOf, presentDose, readRecord } from '../pets/record-reads';
import type { StaffMember } from '../pets/entry-kinds';
import { ownersToday, petStatuses } from '../pets/vaccination-status';
import { createPatientsRepository } from './patients.repository';

/**
 * The refusals of every clinic call about one pet, in this order: no such pet (404), then no
 * consent now (403). Checked on every request, so a revocation holds from the next one.
 */
export async function requirePatient(db: Database, clinicId: string, petId: string) {
  const access = await createPatientsRepository(db).access(clinicId, petId);
  if (access === 'missing') throw new AppError('NOT_FOUND', HEALTH_RECORD_TEXTS.patientNotFound);
  if (access === 'refused') throw new AppError('FORBIDDEN', HEALTH_RECORD_TEXTS.notShared);
}

/** What the clinic sees: the owner's hidden entries are left out unless this clinic wrote them. */
const visibleTo = (clinicId: string) => (entry: { hidden: boolean; writtenBy: WrittenBy | null }) =>
  !entry.hidden || entry.writtenBy?.clinicId === clinicId;

/** The clinic's reads of the record; each read is written to the pet's access log first. */
export function createPatientsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const patients = createPatientsRepository(deps.db);

  return {
    staffMember: (clinicId: string, accountId: string) => patients.staffMember(clinicId, accountId),

    async list(who: StaffMember, q?: string): Promise<PatientSummary[]> {
      const today = ownersToday(deps.now());
      const listed = await patients.list(who.clinicId, today, q);
      const ids = listed.map((pet) => pet.petId);
      const doses = (await dosesOf(deps.db, ids)).filter(visibleTo(who.clinicId));
      const statuses = petStatuses(doses, today);
      await patients.logReads(who, ids, 'patients');
      return listed.map((pet) => ({ ...pet, vaccinationStatus: statuses.get(pet.petId) ?? null }));
    },

    async detail(who: StaffMember, petId: string): Promise<PatientDetail> {
      await requirePatient(deps.db, who.clinicId, petId);
      const found = await patients.petAndOwner(petId);
      if (!found) throw new AppError('NOT_FOUND', HEALTH_RECORD_TEXTS.patientNotFound);
      const visible = visibleTo(who.clinicId);
      const record = await readRecord(deps.db, petId);
      const doses = record.doses.filter(visible);
      const today = ownersToday(deps.now());
      await patients.logReads(who, [petId], 'patient');
      return {
        pet: { ...found.pet, vaccinationStatus: petStatuses(doses, today).get(petId) ?? null },
        owner: found.owner,
        medicalHistory: record.medicalHistory.filter(visible),
        vaccinations: doses.map((dose) => presentDose(dose, doses, deps.now())),
        weights: record.weights.filter(visible),
        visits: await patients.visits(who.clinicId, petId),
      };
    },
  };
}
