import { AppError, type CreateAppointmentRequest, type OwnerAppointment } from '@petvet/shared';
import { actAs, type Database } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { isExclusionViolation } from '../../lib/db-errors';
import { createAppointmentsRepository } from './appointments.repository';
import {
  createBookingSnapshotRepository,
  type PlacementReads,
} from './booking-snapshot.repository';
import { inBookingTransaction } from './booking.repository';
import { saveShareChoice } from '../health-record/share-choice';
import {
  APPOINTMENT_OVERLAP_CONSTRAINTS,
  claimSpan,
  findStart,
  lockAndClaim,
  refuseSpecies,
  serviceForBooking,
  slotTaken,
  writeBooking,
} from './span-placement';

/**
 * Whether an error is the database's last guard against double booking refusing two live
 * appointments of one clinician, or of one room, that overlap in time.
 */
export const isOverlapRefusal = (error: unknown) =>
  APPOINTMENT_OVERLAP_CONSTRAINTS.some((name) => isExclusionViolation(error, name));

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

interface BookingRequest {
  ownerId: string;
  input: CreateAppointmentRequest;
  now: Date;
}

/**
 * A booking's checks before the day is locked, in the order their refusals come: the clinic, the
 * owner's pet, the slot and start on it, the service (whose length the span takes).
 */
async function placeBooking(reads: PlacementReads, { ownerId, input, now }: BookingRequest) {
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
  refuseSpecies(service, pet);
  return { clinic, pet, slot, start, service };
}

type Placement = Awaited<ReturnType<typeof placeBooking>>;

/** The span's claim: published time, live appointments, other owners' holds, the room. */
const claimOf = (placement: Placement, { ownerId, now, input }: BookingRequest) => ({
  clinicId: placement.clinic.id,
  slot: placement.slot,
  start: placement.start,
  service: placement.service,
  ownerId,
  now,
  clinicianId: input.clinicianId,
});

export function createBookingService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const reads = createBookingSnapshotRepository(deps.db);

  /**
   * Books the span of the chosen service from the chosen start. Everything it is checked against
   * is read in one statement first; the checks before the day's lock (clinic, pet, slot, service)
   * answer from it, as they would from reads taken without the lock inside a transaction.
   *
   * In a rush for few slots most bookings find their slot taken. A snapshot that sees the time
   * taken is a correct refusal at that moment, and costs no transaction queued on the day's lock
   * (which the bookings that can still succeed then wait on less). Otherwise one transaction
   * locks the calendars it may take (the asked-for clinician, else every clinician performing
   * the service, and its room), reads the day again and claims the span on it, uses up the
   * owner's own hold on it, writes the appointment and queues its email. Every refusal throws,
   * which rolls all of it back. `withBooking` (the stored answer for a retry) commits in the same
   * transaction.
   */
  async function book(
    ownerId: string,
    input: CreateAppointmentRequest,
    withBooking?: WithBooking,
  ): Promise<OwnerAppointment> {
    const request = { ownerId, input, now: deps.now() };
    const snapshot = await reads.snapshot({
      clinicId: input.vetId,
      ownerId,
      petId: input.petId,
      slotId: input.timeSlotId,
      now: request.now,
    });
    const placement = await placeBooking(snapshot, request);
    try {
      await claimSpan(snapshot, claimOf(placement, request));
    } catch (error) {
      // Other refusals of the span are given by the locked day's own reads, below.
      if (!(error instanceof AppError) || error.code === 'SLOT_TAKEN') throw error;
    }
    const { clinic, pet, service } = placement;
    try {
      return await inBookingTransaction(deps.db, async (repo, tx) => {
        await actAs(tx, ownerId);
        const claimed = await lockAndClaim(repo, claimOf(placement, request));
        const appointmentId = await writeBooking(repo, {
          clinicId: clinic.id,
          ownerId,
          pet,
          claimed,
          service,
          notes: input.notes,
        });
        await publishNotification(tx, { kind: 'booked', appointmentId });
        // The booking screen's "Share Bella's health record with ..." box, kept with the booking.
        if (input.shareRecord !== undefined && pet.id) {
          await saveShareChoice(tx, pet.id, clinic.id, input.shareRecord);
        }
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
