import {
  APPOINTMENT_COMPLETED_TEXT,
  AppError,
  SLOT_REBOOKED_TEXT,
  type BusinessAppointment,
  type UpdateAppointmentStatusRequest,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { createAppointmentsRepository } from './appointments.repository';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';
import { inStatusTransaction } from './appointment-status.repository';
import { ACTIVE_SLOT_CONSTRAINT } from './booking.service';

const appointmentNotFound = () => new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);
const rebooked = () => new AppError('SLOT_TAKEN', SLOT_REBOOKED_TEXT);

export function createAppointmentStatusService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const appointments = createAppointmentsRepository(deps.db);

  /**
   * The business sets pending, confirmed or cancelled. Cancelling frees the slot in the same
   * transaction; restoring a cancelled appointment takes the slot back, or fails if it was rebooked.
   */
  async function update(
    clinicId: string,
    appointmentId: string,
    input: UpdateAppointmentStatusRequest,
  ): Promise<BusinessAppointment> {
    await appointments.completeElapsed(deps.now(), { clinicId });
    try {
      await inStatusTransaction(deps.db, async (repo) => {
        const current = await repo.lockForClinic(clinicId, appointmentId);
        if (!current) throw appointmentNotFound();
        if (current.status === input.status) return;
        if (current.status === 'completed')
          throw new AppError('CONFLICT', APPOINTMENT_COMPLETED_TEXT);
        if (input.status === 'cancelled') {
          if (current.timeSlotId) await repo.freeSlot(current.timeSlotId);
        } else if (current.status === 'cancelled' && current.timeSlotId) {
          if (!(await repo.reclaimSlot(current.timeSlotId))) throw rebooked();
        }
        await repo.setStatus(current.id, input.status);
      });
    } catch (error) {
      if (isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) throw rebooked();
      throw error;
    }
    const [updated] = await appointments.listForClinic(clinicId, appointmentId);
    if (!updated) throw appointmentNotFound();
    return updated;
  }

  return { update };
}
