import {
  AppError,
  SLOT_MISMATCH_TEXT,
  SLOT_OUTSIDE_WINDOW_TEXT,
  SLOT_PAST_TEXT,
  SLOT_TAKEN_TEXT,
  bookabilityOf,
  type CreateAppointmentRequest,
  type OwnerAppointment,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { createAppointmentsRepository } from './appointments.repository';
import { inBookingTransaction } from './booking.repository';

/** Backstop: the database refuses a second live appointment for one slot. */
export const ACTIVE_SLOT_CONSTRAINT = 'appointments_active_slot_key';

const slotTaken = () => new AppError('SLOT_TAKEN', SLOT_TAKEN_TEXT);

export function createBookingService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const appointments = createAppointmentsRepository(deps.db);

  /**
   * Books the slot and records the appointment in one transaction. Every check after the claim
   * throws, which rolls the claim back, so a refused booking never leaves a slot marked booked.
   */
  async function book(ownerId: string, input: CreateAppointmentRequest): Promise<OwnerAppointment> {
    const now = deps.now();
    let appointmentId: string;
    try {
      appointmentId = await inBookingTransaction(deps.db, async (repo) => {
        const clinic = await repo.clinicById(input.vetId);
        if (!clinic) throw new AppError('NOT_FOUND', 'Vet not found');
        const pet = await repo.ownedPet(ownerId, input.petId);
        if (!pet) throw new AppError('NOT_FOUND', 'Pet not found');

        const slot = await repo.claimSlot(input.timeSlotId, clinic.id);
        if (!slot) {
          if (await repo.slotExists(input.timeSlotId, clinic.id)) throw slotTaken();
          throw new AppError('NOT_FOUND', 'Time slot not found');
        }
        if (slot.date !== input.appointmentDate || slot.startTime !== input.appointmentTime) {
          throw new AppError('VALIDATION_FAILED', SLOT_MISMATCH_TEXT);
        }
        const verdict = bookabilityOf(clinic.timeZone, slot.date, slot.startTime, now);
        if (verdict === 'past') throw new AppError('VALIDATION_FAILED', SLOT_PAST_TEXT);
        if (verdict === 'beyond_window') {
          throw new AppError('VALIDATION_FAILED', SLOT_OUTSIDE_WINDOW_TEXT);
        }

        const serviceType = input.serviceType ?? slot.service;
        const service = await repo.serviceFor(clinic.id, slot.serviceId, serviceType);
        return repo.insertAppointment({
          clinicId: clinic.id,
          ownerId,
          pet,
          slot,
          serviceType,
          serviceId: service?.id ?? slot.serviceId,
          price: service?.price ?? null,
          notes: input.notes ?? '',
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) throw slotTaken();
      throw error;
    }
    const created = await appointments.findForOwner(ownerId, appointmentId);
    if (!created) throw new Error('booked appointment could not be read back');
    const { timeZone: _zone, city: _city, postcode: _postcode, ...owner } = created;
    return owner;
  }

  return { book };
}
