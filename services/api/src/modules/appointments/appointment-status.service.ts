import {
  APPOINTMENT_COMPLETED_TEXT,
  AppError,
  SLOT_REBOOKED_TEXT,
  type BusinessAppointment,
  type UpdateAppointmentStatusRequest,
} from '@petvet/shared';
import { queueAppointmentMail, queueWaitlistOffers } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { createAppointmentsRepository } from './appointments.repository';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';
import { inStatusTransaction } from './appointment-status.repository';
import { isOverlapRefusal } from './booking.service';

const appointmentNotFound = () => new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);
const rebooked = () => new AppError('SLOT_TAKEN', SLOT_REBOOKED_TEXT);

export function createAppointmentStatusService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const appointments = createAppointmentsRepository(deps.db);

  /**
   * The business sets pending, confirmed or cancelled. Cancelling frees the time in the same
   * transaction, tells the owner (with the clinic's reason) and offers the time to the waitlist;
   * confirming tells the owner. Restoring a cancelled appointment takes its time back, or fails
   * if someone booked it meanwhile.
   */
  async function update(
    clinicId: string,
    appointmentId: string,
    input: UpdateAppointmentStatusRequest,
  ): Promise<BusinessAppointment> {
    await appointments.completeElapsed(deps.now(), { clinicId });
    try {
      await inStatusTransaction(deps.db, async (repo, tx) => {
        const current = await repo.lockForClinic(clinicId, appointmentId);
        if (!current) throw appointmentNotFound();
        if (current.status === input.status) return;
        if (current.status === 'completed')
          throw new AppError('CONFLICT', APPOINTMENT_COMPLETED_TEXT);
        await repo.setStatus(current.id, input.status);
        if (input.status === 'confirmed') {
          await queueAppointmentMail(tx, { kind: 'confirmed', appointmentId: current.id });
        } else if (input.status === 'cancelled') {
          await queueAppointmentMail(tx, {
            kind: 'cancelled',
            appointmentId: current.id,
            cancelledBy: 'clinic',
            ...(input.reason ? { reason: input.reason } : {}),
          });
          await queueWaitlistOffers(tx, { clinicId, date: current.date });
        }
      });
    } catch (error) {
      if (isOverlapRefusal(error)) throw rebooked();
      throw error;
    }
    const [updated] = await appointments.listForClinic(clinicId, appointmentId);
    if (!updated) throw appointmentNotFound();
    return updated;
  }

  return { update };
}
