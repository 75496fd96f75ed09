import {
  AppError,
  because,
  CLINIC_NOT_FOUND_TEXT,
  DROP_OFF_CLINICIAN_NOT_FOUND_TEXT,
  DROP_OFF_NOT_SET_TEXT,
  NOT_A_DROP_OFF_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  admissionOn,
  bookabilityOf,
  bookingWindowIn,
  datesBetween,
  dropOffClosedText,
  dropOffFullText,
  dropOffOutsideWindowText,
  dropOffTwiceText,
  isClosedOn,
  noAdmissionText,
  placesLeft,
  serviceNotForSpeciesText,
  speciesAllowed,
  toMinutes,
  weekdayOf,
  type CreateDropOffRequest,
  type DropOffAppointment,
  type DropOffDay,
  type DropOffDaysQuery,
  type DropOffRules,
  type DropOffSettings,
  type DropOffSettingsInput,
} from '@petvet/shared';
import { type Database } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { isCheckViolation } from '../../lib/db-errors';
import { staleVersion } from '../../lib/if-match';
import { readBack } from '../appointments/booking.service';
import { createDropOffRepository, type DropOffService } from './drop-off.repository';
import { createDropOffSettingsRepository } from './drop-off-settings.repository';

/** What a clinic that never set drop-offs reads: no windows, an afternoon collection. */
const UNSET: DropOffRules = {
  windows: [],
  collectionTime: '16:00',
  dailyCap: 6,
  clinicianId: null,
};

type WithAnswer = (tx: Database, appointment: DropOffAppointment) => Promise<void>;

/** Migration 0026's trigger refused the drop-off: the day's cap was used up past our check. */
function isCapRefusal(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 4; depth += 1) {
    if ((at as { constraint?: unknown }).constraint === 'appointments_drop_off_caps') return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}

const notADropOff = () => new AppError('SERVICE_NOT_OFFERED', NOT_A_DROP_OFF_TEXT);

/** Drop-off settings of a clinic, the days an owner may drop a pet off, and the booking itself. */
export function createDropOffService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const repo = createDropOffRepository(deps.db);
  const settingsRepo = createDropOffSettingsRepository(deps.db);

  async function clinicOrNotFound(clinicId: string) {
    const clinic = await repo.clinic(clinicId);
    if (!clinic) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
    return clinic;
  }

  async function dropOffService(clinicId: string, serviceId: string): Promise<DropOffService> {
    const service = await repo.service(clinicId, serviceId);
    if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND_TEXT);
    if (service.bookingMode !== 'drop_off') throw notADropOff();
    return service;
  }

  /** The days with an admission window, not closed, still bookable, and with places left. */
  async function days(clinicId: string, query: DropOffDaysQuery): Promise<DropOffDay[]> {
    const clinic = await clinicOrNotFound(clinicId);
    const service = await dropOffService(clinicId, query.serviceId);
    const rules = clinic.dropOff;
    if (!rules || rules.windows.length === 0) return [];
    const now = deps.now();
    const window = bookingWindowIn(clinic.timeZone, now);
    const from = query.from > window.first ? query.from : window.first;
    const to = query.to < window.last ? query.to : window.last;
    if (from > to) return [];
    const closures = await repo.closuresBetween(clinicId, from, to);
    const counts = await repo.countsBetween(clinicId, service.id, from, to);
    const caps = { serviceCap: service.dailyCap, totalCap: rules.dailyCap };
    return datesBetween(from, to).flatMap((date) => {
      const admission = admissionOn(rules, date);
      if (!admission || isClosedOn(closures, date)) return [];
      if (bookabilityOf(clinic.timeZone, date, admission.end, now) !== 'bookable') return [];
      const left = placesLeft(caps, counts.get(date) ?? { service: 0, total: 0 });
      return left > 0 ? [{ date, admission, collectionTime: rules.collectionTime, left }] : [];
    });
  }

  /**
   * Books a pet in for a drop-off day. Every check that needs no lock refuses first; then one
   * transaction locks the clinic's drop-off day, checks closures and caps against what is
   * committed, writes the appointment and queues its email. Migration 0026's trigger is the last
   * guard on the caps, should anything write a drop-off past this check.
   */
  async function book(
    ownerId: string,
    input: CreateDropOffRequest,
    withAnswer?: WithAnswer,
  ): Promise<DropOffAppointment> {
    const clinic = await clinicOrNotFound(input.vetId);
    const pet = await repo.ownedPet(ownerId, input.petId);
    if (!pet) throw new AppError('NOT_FOUND', 'Pet not found');
    const service = await dropOffService(clinic.id, input.serviceId);
    if (!speciesAllowed(service.species, pet.species))
      throw new AppError(
        'SERVICE_NOT_OFFERED',
        because('service_not_for_species', serviceNotForSpeciesText(service.name, pet.species), {
          service: service.name,
          species: pet.species,
        }),
      );
    const rules = clinic.dropOff;
    if (!rules) throw new AppError('SERVICE_NOT_OFFERED', DROP_OFF_NOT_SET_TEXT);
    const admission = admissionOn(rules, input.date);
    if (!admission) {
      const day = weekdayOf(input.date);
      throw new AppError(
        'DAY_CLOSED',
        because('drop_off_no_admission', noAdmissionText(day), { day }),
      );
    }
    if (bookabilityOf(clinic.timeZone, input.date, admission.end, deps.now()) !== 'bookable')
      throw new AppError(
        'VALIDATION_FAILED',
        because('drop_off_outside_window', dropOffOutsideWindowText(input.date), {
          date: input.date,
        }),
      );

    try {
      return await deps.db.transaction(async (tx) => {
        const locked = createDropOffRepository(tx);
        await locked.lockDay(clinic.id, input.date);
        const closures = await locked.closuresBetween(clinic.id, input.date, input.date);
        if (closures.length > 0) {
          const text = dropOffClosedText(input.date);
          throw new AppError('DAY_CLOSED', because('drop_off_closed', text, { date: input.date }));
        }
        if (await locked.petBookedIn(clinic.id, pet.id, input.date))
          throw new AppError(
            'CONFLICT',
            because('drop_off_twice', dropOffTwiceText(pet.name, input.date), {
              pet: pet.name,
              date: input.date,
            }),
          );
        const counts = await locked.countsBetween(clinic.id, service.id, input.date, input.date);
        const caps = { serviceCap: service.dailyCap, totalCap: rules.dailyCap };
        if (placesLeft(caps, counts.get(input.date) ?? { service: 0, total: 0 }) === 0)
          throw new AppError(
            'DROP_OFF_FULL',
            because('drop_off_full', dropOffFullText(service.name), { service: service.name }),
          );
        const id = await locked.insert({
          clinicId: clinic.id,
          ownerId,
          pet,
          service,
          date: input.date,
          startTime: admission.start,
          duration: toMinutes(admission.end) - toMinutes(admission.start),
          notes: input.notes ?? '',
        });
        await publishNotification(tx, { kind: 'booked', appointmentId: id });
        const appointment: DropOffAppointment = {
          ...(await readBack(tx, ownerId, id)),
          kind: 'drop_off',
        };
        await withAnswer?.(tx, appointment);
        return appointment;
      });
    } catch (error) {
      if (isCheckViolation(error) && isCapRefusal(error))
        throw new AppError(
          'DROP_OFF_FULL',
          because('drop_off_full', dropOffFullText(service.name), { service: service.name }),
        );
      throw error;
    }
  }

  async function settings(clinicId: string): Promise<DropOffSettings> {
    const clinic = await clinicOrNotFound(clinicId);
    return { ...(clinic.dropOff ?? UNSET), version: clinic.version };
  }

  async function saveSettings(
    clinicId: string,
    input: DropOffSettingsInput,
    version?: string,
  ): Promise<DropOffSettings> {
    if (input.clinicianId && !(await settingsRepo.liveClinician(clinicId, input.clinicianId)))
      throw new AppError('NOT_FOUND', DROP_OFF_CLINICIAN_NOT_FOUND_TEXT);
    const saved = await settingsRepo.saveSettings(clinicId, input, version);
    if (!saved) throw staleVersion();
    return { ...input, version: saved };
  }

  return { days, book, settings, saveSettings };
}
