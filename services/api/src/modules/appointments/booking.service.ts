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
import type { Database } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { createAppointmentsRepository } from './appointments.repository';
import { inBookingTransaction } from './booking.repository';

/** Backstop: the database refuses a second live appointment for one slot. */
export const ACTIVE_SLOT_CONSTRAINT = 'appointments_active_slot_key';

const slotTaken = () => new AppError('SLOT_TAKEN', SLOT_TAKEN_TEXT);

/** Work that must commit or roll back with the booking, given the booked appointment. */
export type WithBooking = (tx: Database, appointment: OwnerAppointment) => Promise<void>;

async function readBack(tx: Database, ownerId: string, id: string): Promise<OwnerAppointment> {
  const created = await createAppointmentsRepository(tx).findForOwner(ownerId, id);
  if (!created) throw new Error('booked appointment could not be read back');
  const { timeZone: _zone, city: _city, postcode: _postcode, ...owner } = created;
  return owner;
}

export function createBookingService(deps: Pick<AppDeps, 'db' | 'now'>) {
  /**
   * Books the slot and records the appointment in one transaction. Every check after the claim
   * throws, which rolls the claim back, so a refused booking never leaves a slot marked booked.
   * `withBooking` (the stored answer for a retry) commits in the same transaction.
   */
  async function book(
    ownerId: string,
    input: CreateAppointmentRequest,
    withBooking?: WithBooking,
  ): Promise<OwnerAppointment> {
    const now = deps.now();
    try {
      return await inBookingTransaction(deps.db, async (repo, tx) => {
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
        const appointmentId = await repo.insertAppointment({
          clinicId: clinic.id,
          ownerId,
          pet,
          slot,
          serviceType,
          serviceId: service?.id ?? slot.serviceId,
          price: service?.price ?? null,
          notes: input.notes ?? '',
        });
        const appointment = await readBack(tx, ownerId, appointmentId);
        await withBooking?.(tx, appointment);
        return appointment;
      });
    } catch (error) {
      if (isUniqueViolation(error, ACTIVE_SLOT_CONSTRAINT)) throw slotTaken();
      throw error;
    }
  }

  return { book };
}
