import { AppError, type BusinessAppointment, type OwnerAppointment } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { appointmentCalendarFile } from './appointment-calendar-file';
import { createAppointmentsRepository } from './appointments.repository';

export const APPOINTMENT_NOT_FOUND_TEXT = 'Appointment not found';

/** Reads for owners and businesses; "completed" is brought up to date before each read. */
export function createAppointmentsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const repo = createAppointmentsRepository(deps.db);

  return {
    async listForOwner(ownerId: string): Promise<OwnerAppointment[]> {
      await repo.completeElapsed(deps.now(), { ownerId });
      return repo.listForOwner(ownerId);
    },

    async listForBusiness(clinicId: string, q?: string): Promise<BusinessAppointment[]> {
      const now = deps.now();
      await repo.completeElapsed(now, { clinicId });
      return repo.listForClinic(clinicId, { now, ...(q ? { q } : {}) });
    },

    /**
     * The appointment as an iCalendar file in the owner's language; another owner's appointment
     * is not found.
     */
    async calendarFor(
      ownerId: string,
      appointmentId: string,
    ): Promise<{ filename: string; body: string }> {
      await repo.completeElapsed(deps.now(), { ownerId });
      const appointment = await repo.findForOwner(ownerId, appointmentId);
      if (!appointment) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);
      return appointmentCalendarFile(deps.db, ownerId, appointment, deps.now());
    },
  };
}

/**
 * Brings "completed" up to date for an owner or a clinic. Other modules that report on
 * appointments (stats, reviews) call this through the service rather than the repository.
 */
export function completeElapsedAppointments(
  deps: Pick<AppDeps, 'db' | 'now'>,
  scope: { ownerId?: string; clinicId?: string },
): Promise<number> {
  return createAppointmentsRepository(deps.db).completeElapsed(deps.now(), scope);
}
