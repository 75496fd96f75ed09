import { AppError, type BusinessAppointment, type PhoneBookingRequest } from '@petvet/shared';
import { type Database } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';
import { createAppointmentsRepository } from './appointments.repository';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';
import type { BookingPet, BookingRepository } from './booking.repository';
import { createClinicDeskRepository } from './clinic-desk.repository';
import {
  findStart,
  lockAndClaim,
  refuseSpecies,
  serviceForBooking,
  writeBooking,
} from './span-placement';

export const notFound = () => new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);

/** The appointment as the clinic's lists show it, read back in the same transaction. */
export async function businessView(
  tx: Database,
  clinicId: string,
  id: string,
  now: Date,
): Promise<BusinessAppointment> {
  const [appointment] = await createAppointmentsRepository(tx).listForClinic(clinicId, { id, now });
  if (!appointment) throw new Error('appointment could not be read back');
  return appointment;
}

export type VisitRequest = Pick<
  PhoneBookingRequest,
  'timeSlotId' | 'appointmentTime' | 'serviceType' | 'notes' | 'clinicianId'
>;

/**
 * Books for an owner by the owner's own booking rules (the same span placement, calendar locks,
 * species rule and constraints; a chosen clinician or "any available"), confirmed at once, with the owner's booking email. Runs in the caller's booking
 * transaction, after the caller found (or made) the owner and the pet.
 */
export async function placeVisit(
  repo: BookingRepository,
  tx: Database,
  visit: { clinicId: string; ownerId: string; pet: BookingPet; input: VisitRequest; now: Date },
): Promise<BusinessAppointment> {
  const { clinicId, ownerId, pet, input, now } = visit;
  const clinic = await repo.clinicById(clinicId);
  if (!clinic) throw notFound();
  const choice = { slotId: input.timeSlotId, time: input.appointmentTime };
  const { slot, start } = await findStart(repo, clinic, choice, now);
  const service = serviceForBooking(await repo.services(clinicId), slot, input.serviceType);
  refuseSpecies(service, pet);
  const claimed = await lockAndClaim(repo, {
    clinicId,
    slot,
    start,
    service,
    ownerId,
    now,
    clinicianId: input.clinicianId,
  });
  const appointmentId = await writeBooking(repo, {
    clinicId,
    ownerId,
    pet,
    claimed,
    service,
    notes: input.notes,
  });
  await createClinicDeskRepository(tx).setStatus(appointmentId, 'confirmed');
  await publishNotification(tx, { kind: 'booked', appointmentId });
  return businessView(tx, clinicId, appointmentId, now);
}
