import {
  AppError,
  type BusinessAppointment,
  type NewClientBookingRequest,
  type OwnerAppointment,
} from '@petvet/shared';
import { actAs, type Database } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';
import { createAppointmentsRepository } from './appointments.repository';
import type { BookingRepository } from './booking.repository';
import { businessView, placeVisit } from './clinic-desk.visit';
import { createKnownOwnerRepository } from './known-owner.repository';

/**
 * The front desk's new-client booking named an email that already has an owner's account. The front
 * desk cannot see who that is (the lookup finds only the clinic's own clients), and anyone can say
 * any email on the phone; so the visit is booked in that account, keeps its time, but stays pending
 * (the clinic cannot confirm it) until the account holder, signed in, confirms it from the emailed
 * link. Null: the email is not an owner's (a business account), refused as before.
 */
export async function bookForExistingAccount(
  repo: BookingRepository,
  tx: Database,
  booking: { clinicId: string; input: NewClientBookingRequest; now: Date },
): Promise<BusinessAppointment | null> {
  const { clinicId, input, now } = booking;
  const known = createKnownOwnerRepository(tx);
  const owner = input.email ? await known.ownerAccountByEmail(input.email) : null;
  if (!owner) return null;
  const pet = await known.petFor(owner.id, input.petName, input.species);
  const placed = await placeVisit(repo, tx, { clinicId, ownerId: owner.id, pet, input, now });
  await known.awaitOwner(placed.id, now);
  await publishNotification(tx, { kind: 'owner-confirm', appointmentId: placed.id });
  return businessView(tx, clinicId, placed.id, now);
}

/** The holder confirms a visit the front desk booked in their name: it is confirmed and counts. */
export async function confirmAsOwner(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  appointmentId: string,
): Promise<OwnerAppointment> {
  await deps.db.transaction(async (tx) => {
    await actAs(tx, ownerId);
    if (!(await createKnownOwnerRepository(tx).ownerConfirms(ownerId, appointmentId))) {
      throw new AppError('NOT_FOUND', AWAITING_NOT_FOUND_TEXT);
    }
    await publishNotification(tx, { kind: 'confirmed', appointmentId });
  });
  const mine = await createAppointmentsRepository(deps.db).listForOwner(ownerId);
  const confirmed = mine.find((appointment) => appointment.id === appointmentId);
  if (!confirmed) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);
  return confirmed;
}

export const AWAITING_NOT_FOUND_TEXT = 'No visit of yours is waiting for you to confirm it';
/** The clinic's front desk cannot confirm a visit booked in an existing account's name. */
export const AWAITING_OWNER_TEXT =
  'This visit was booked in the name of an existing account: it is confirmed when its holder confirms it by email';

/** In the clinic's status change: a visit awaiting its account holder cannot be confirmed yet. */
export async function refuseConfirmWhileAwaiting(
  deps: Pick<AppDeps, 'db'>,
  clinicId: string,
  appointmentId: string,
  status: string,
): Promise<void> {
  if (status !== 'confirmed') return;
  if (await createKnownOwnerRepository(deps.db).isAwaitingOwner(clinicId, appointmentId)) {
    throw new AppError('CONFLICT', AWAITING_OWNER_TEXT);
  }
}
