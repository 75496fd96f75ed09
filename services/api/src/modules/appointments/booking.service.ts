import { AppError, type CreateAppointmentRequest, type OwnerAppointment } from '@petvet/shared';
import { queueAppointmentMail, type Database } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { isExclusionViolation } from '../../lib/db-errors';
import { createAppointmentsRepository } from './appointments.repository';
import { createBookingSnapshotRepository, type BookingReads } from './booking-snapshot.repository';
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

/**
 * A booking's checks, in the order its refusals come: the clinic, the owner's pet, the slot and
 * start, the service, then (with the day locked by `lockDay`) the span against published time,
 * live appointments and other owners' holds. Every refusal throws.
 */
async function checkBooking(
  reads: BookingReads,
  request: { ownerId: string; input: CreateAppointmentRequest; now: Date },
  lockDay: (clinicId: string, date: string) => Promise<void>,
) {
  const { ownerId, input, now } = request;
  const clinic = await reads.clinicById(input.vetId);
  if (!clinic) throw new AppError('NOT_FOUND', 'Vet not found');
  const pet = await reads.ownedPet(ownerId, input.petId);
  if (!pet) throw new AppError('NOT_FOUND', 'Pet not found');

  const choice = {
    slotId: input.timeSlotId,
    date: input.appointmentDate,
    time: input.appointmentTime,
  };
  const { slot, start } = await findStart(reads, clinic, choice, now);
  const service = serviceForBooking(await reads.services(clinic.id), slot, input.serviceType);
  await lockDay(clinic.id, slot.date);
  const claim = await claimSpan(reads, {
    clinicId: clinic.id,
    slot,
    start,
    duration: service.duration,
    ownerId,
    now,
  });
  return { clinic, pet, service, ...claim };
}

export function createBookingService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const snapshots = createBookingSnapshotRepository(deps.db);

  /**
   * In a rush for few slots most bookings find their slot taken. Each is first checked against
   * one lock-free snapshot of the day: a snapshot that sees the time taken is a correct refusal
   * at that moment, and it costs one read instead of a transaction queued on the day's lock
   * (which the bookings that can still succeed then wait on less). Any other outcome goes on to
   * the locked transaction, which decides as before, in the same order.
   */
  async function refuseIfSeenTaken(request: Parameters<typeof checkBooking>[1]): Promise<void> {
    const { ownerId, input, now } = request;
    const snapshot = await snapshots.read({
      clinicId: input.vetId,
      ownerId,
      petId: input.petId,
      slotId: input.timeSlotId,
      now,
    });
    try {
      await checkBooking(snapshot, request, async () => undefined);
    } catch (error) {
      // Other refusals are rare here: the transaction gives them, from the locked day.
      if (!(error instanceof AppError) || error.code === 'SLOT_TAKEN') throw error;
    }
  }

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
    const request = { ownerId, input, now: deps.now() };
    await refuseIfSeenTaken(request);
    try {
      return await inBookingTransaction(deps.db, async (repo, tx) => {
        const booking = await checkBooking(repo, request, (clinicId, date) =>
          repo.lockDays(clinicId, [date]),
        );
        await repo.consumeHolds(booking.ownHoldIds);
        const appointmentId = await repo.insertAppointment({
          clinicId: booking.clinic.id,
          ownerId,
          pet: booking.pet,
          span: booking.span,
          serviceType: booking.service.name,
          serviceId: booking.service.id,
          price: booking.service.price,
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
