import {
  AppError,
  CLINICIAN_HAS_BOOKINGS_TEXT,
  CLINICIAN_NOT_FOUND_TEXT,
  CLINICIAN_UNKNOWN_SERVICE_TEXT,
  LAST_CLINICIAN_TEXT,
  type Clinician,
  type ClinicianInput,
  type PublicClinician,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { staleVersion } from '../../lib/if-match';
import { removeClinician } from './clinician-removal.repository';
import { createCliniciansRepository, type ClinicianValues } from './clinicians.repository';

const clinicianNotFound = () => new AppError('NOT_FOUND', CLINICIAN_NOT_FOUND_TEXT);
const unknownService = (index: number) =>
  new AppError('SERVICE_NOT_OFFERED', CLINICIAN_UNKNOWN_SERVICE_TEXT, [
    { path: `serviceIds.${index}`, message: CLINICIAN_UNKNOWN_SERVICE_TEXT },
  ]);

/**
 * The clinic's clinicians: whose time is booked, which services they perform and in which hours.
 * Their published time is not touched when their hours change, as with the clinic's own hours:
 * hours say where new time is generated; time already published stays until the clinic edits it.
 */
export function createCliniciansService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const repo = createCliniciansRepository(deps.db);

  /** Every service named must be one of the clinic's; the first that is not is answered. */
  async function checkServices(clinicId: string, ids: string[] | null): Promise<void> {
    if (!ids?.length) return;
    const own = await repo.servicesOf(clinicId, ids);
    const index = ids.findIndex((id) => !own.has(id));
    if (index >= 0) throw unknownService(index);
  }

  /** A service deleted between the check and the write is just as unknown. */
  async function orServiceGone<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownService(0);
      throw error;
    }
  }

  return {
    list: (clinicId: string): Promise<Clinician[]> => repo.list(clinicId),

    publicTeam: (clinicId: string): Promise<PublicClinician[]> => repo.publicTeam(clinicId),

    async create(clinicId: string, input: ClinicianInput): Promise<Clinician> {
      const values: ClinicianValues = {
        name: input.name,
        role: input.role,
        photoUrl: input.photoUrl ?? null,
        serviceIds: input.serviceIds ?? null,
        workingHours: input.workingHours ?? null,
      };
      await checkServices(clinicId, values.serviceIds);
      return orServiceGone(() => repo.insert(clinicId, values, deps.now()));
    },

    /** Whole-record PUT; left-out optional fields keep their value, null resets them. */
    async update(
      clinicId: string,
      id: string,
      input: ClinicianInput,
      version?: string,
    ): Promise<Clinician> {
      const current = await repo.byId(clinicId, id);
      if (!current) throw clinicianNotFound();
      if (version !== undefined && version !== current.version) throw staleVersion();
      const values: ClinicianValues = {
        name: input.name,
        role: input.role,
        photoUrl: input.photoUrl === undefined ? current.photoUrl : input.photoUrl,
        serviceIds: input.serviceIds === undefined ? current.serviceIds : input.serviceIds,
        workingHours: input.workingHours === undefined ? current.workingHours : input.workingHours,
      };
      await checkServices(clinicId, values.serviceIds);
      const saved = await orServiceGone(() => repo.update(clinicId, id, values, version));
      if (saved) return saved;
      // Matched nothing: changed (412) or removed (404) since it was read just now.
      throw version !== undefined && (await repo.byId(clinicId, id))
        ? staleVersion()
        : clinicianNotFound();
    },

    async remove(clinicId: string, id: string, version?: string): Promise<void> {
      const outcome = await removeClinician(deps.db, { clinicId, id, version, now: deps.now() });
      if (outcome.kind === 'missing') throw clinicianNotFound();
      if (outcome.kind === 'stale') throw staleVersion();
      if (outcome.kind === 'last') throw new AppError('LAST_CLINICIAN', LAST_CLINICIAN_TEXT);
      if (outcome.kind === 'booked') {
        throw new AppError(
          'CLINICIAN_HAS_BOOKINGS',
          CLINICIAN_HAS_BOOKINGS_TEXT,
          outcome.visits.map((visit) => ({
            path: `appointments.${visit.id}`,
            message: `${visit.date} ${visit.time} · ${visit.petName} (${visit.ownerName}) · ${visit.service}`,
          })),
        );
      }
    },
  };
}
