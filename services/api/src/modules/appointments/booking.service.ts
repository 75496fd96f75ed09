import { AppError, type CreateAppointmentRequest, type OwnerAppointment } from '@petvet/shared';
import { queueAppointmentMail, type Database } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { isExclusionViolation } from '../../lib/db-errors';
import { createAppointmentsRepository } from './appointments.repository';
import { inBookingTransaction } from './booking.repository';
import {
  APPOINTMENT_OVERLAP_CONSTRAINT,
  claimSpan,
  findStart,
  serviceForBooking,
  slotTaken,
} from './span-placement';

/**
 * Whether an error is the database's last guard against double booking refusing two live
 * appointments of one clinic that overlap in time.
 */
export const isOverlapRefusal = (error: unknown) =>
  isExclusionViolation(error, APPOINTMENT_OVERLAP_CONSTRAINT);

/** Work that must commit or roll back with the booking, given the booked appointment. */
export type WithBooking = (tx: Database, appointment: OwnerAppointment) => Promise<void>;

/** The owner's view of an appointment, read inside the transaction that changed it. */
export async function readBack(
  tx: Database,
  ownerId: string,
  id: string,
): Promise<OwnerAppointment> {
  const created = await createAppointmentsRepository(tx).findForOwner(ownerId, id);
  if (!created) throw new Error('appointment could not be read back');
  const { timeZone: _zone, city: _city, postcode: _postcode, ...owner } = created;
  return owner;
}

export function createBookingService(deps: Pick<AppDeps, 'db' | 'now'>) {
  /**
   * Books the span of the chosen service from the chosen start, in one transaction: the clinic's
   * day is locked, the span checked against published time, live appointments and other owners'
   * holds, the owner's own hold on it used up, the appointment written, its email queued.
   * Every refusal throws, which rolls all of it back. `withBooking` (the stored answer for a
   * retry) commits in the same transaction.
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

        const choice = {
          slotId: input.timeSlotId,
          date: input.appointmentDate,
          time: input.appointmentTime,
        };
        const { slot, start } = await findStart(repo, clinic, choice, now);
        const service = serviceForBooking(await repo.services(clinic.id), slot, input.serviceType);
        await repo.lockDays(clinic.id, [slot.date]);
        const { span, ownHoldIds } = await claimSpan(repo, {
          clinicId: clinic.id,
          slot,
          start,
          duration: service.duration,
          ownerId,
          now,
        });
        await repo.consumeHolds(ownHoldIds);
        const appointmentId = await repo.insertAppointment({
          clinicId: clinic.id,
          ownerId,
          pet,
          span,
          serviceType: service.name,
          serviceId: service.id,
          price: service.price,
          notes: input.notes ?? '',
        });
        await queueAppointmentMail(tx, { kind: 'booked', appointmentId });
        const appointment = await readBack(tx, ownerId, appointmentId);
        await withBooking?.(tx, appointment);
        return appointment;
      });
    } catch (error) {
      if (isOverlapRefusal(error)) throw slotTaken();
      throw error;
    }
  }

  return { book };
}
