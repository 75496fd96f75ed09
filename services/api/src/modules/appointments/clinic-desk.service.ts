import { randomUUID } from 'node:crypto';
import {
  AppError,
  knownText,
  DESK_EMAIL_TAKEN_TEXT,
  FINAL_STATUS_TEXTS,
  NO_EMAIL_DOMAIN,
  OWNER_NOT_FOUND_TEXT,
  type AppointmentDetails,
  type BusinessAppointment,
  type ClinicRescheduleRequest,
  type NewClientBookingRequest,
  type OwnerLookup,
  type PhoneBookingRequest,
} from '@petvet/shared';
import { actAs } from '@petvet/shared/server';
import { CLAIM_VALID_DAYS, publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { readAppointmentDetails } from './appointment-details.repository';
import { completeElapsedAppointments } from './appointments.service';
import { inBookingTransaction } from './booking.repository';
import { isOverlapRefusal } from './booking.service';
import { createClinicDeskRepository } from './clinic-desk.repository';
import { bookForExistingAccount } from './desk-awaiting-owner';
import { createKnownOwnerRepository } from './known-owner.repository';
import { businessView, notFound, placeVisit } from './clinic-desk.visit';
import { findStart, moveAppointment, slotTaken } from './span-placement';

const ownerNotFound = () => new AppError('NOT_FOUND', OWNER_NOT_FOUND_TEXT);
const emailTaken = () => new AppError('EMAIL_TAKEN', DESK_EMAIL_TAKEN_TEXT);

/** Two overlapping bookings: the constraint's refusal is the answer "that time was just taken". */
async function refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isOverlapRefusal(error)) throw slotTaken();
    // Two desks entering the same new email at once: the address index keeps one account.
    if (isUniqueViolation(error, 'accounts_email_lower_key')) throw emailTaken();
    throw error;
  }
}

/** The front desk: finding an owner, booking for them by phone, moving a visit, opening one. */
export function createClinicDeskService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const desk = createClinicDeskRepository(deps.db);

  return {
    /** Only a pet owner's name and pets, and only for a client of this clinic (see known-owner). */
    async lookupOwner(clinicId: string, email: string): Promise<OwnerLookup> {
      const owner = await createKnownOwnerRepository(deps.db).knownOwnerByEmail(clinicId, email);
      if (!owner) throw ownerNotFound();
      return { ownerName: owner.name, pets: await desk.petsOf(owner.id) };
    },

    /** Books by phone for an existing owner and one of their pets. */
    book(
      clinicId: string,
      input: PhoneBookingRequest,
      actorId?: string,
    ): Promise<BusinessAppointment> {
      const now = deps.now();
      return refusingOverlaps(() =>
        inBookingTransaction(deps.db, async (repo, tx) => {
          await actAs(tx, actorId ?? null);
          const owner = await createKnownOwnerRepository(tx).knownOwnerByEmail(
            clinicId,
            input.ownerEmail,
          );
          if (!owner) throw ownerNotFound();
          const pet = await repo.ownedPet(owner.id, input.petId);
          if (!pet) throw new AppError('NOT_FOUND', 'Pet not found');
          return placeVisit(repo, tx, { clinicId, ownerId: owner.id, pet, input, now });
        }),
      );
    },

    /**
     * A caller without an account: the client (an owner account with no password) and the pet are
     * made in the booking's own transaction, then the visit is booked as any phone-in one. With an
     * email, the owner is sent a link to set a password (7 days, once); without one, no email can
     * reach them and none is sent.
     */
    bookNewClient(
      clinicId: string,
      input: NewClientBookingRequest,
      actorId?: string,
    ): Promise<BusinessAppointment> {
      const now = deps.now();
      return refusingOverlaps(() =>
        inBookingTransaction(deps.db, async (repo, tx) => {
          await actAs(tx, actorId ?? null);
          const deskTx = createClinicDeskRepository(tx);
          // An email that already has an owner's account: booked for them, awaiting their word.
          if (input.email && (await deskTx.accountExists(input.email))) {
            const awaiting = await bookForExistingAccount(repo, tx, { clinicId, input, now });
            if (awaiting) return awaiting;
            throw emailTaken();
          }
          const { ownerId, pet } = await deskTx.createClient({
            ...input,
            email: input.email ?? `desk-${randomUUID()}@${NO_EMAIL_DOMAIN}`,
          });
          if (input.email) {
            const expiresAt = new Date(now.getTime() + CLAIM_VALID_DAYS * 86_400_000);
            const claimId = await deskTx.createClaim(ownerId, expiresAt);
            await publishNotification(tx, { kind: 'account-claim', claimId });
          }
          return placeVisit(repo, tx, { clinicId, ownerId, pet, input, now });
        }),
      );
    },

    /** One visit opened in full (the pet, the owner's contact, the pet's visits here). */
    details(clinicId: string, id: string): Promise<AppointmentDetails> {
      return readAppointmentDetails(deps.db, clinicId, id);
    },

    /**
     * Moves a live visit to a new start as the owner's move does (one transaction, the row
     * itself updated), without the owner's cut-off and keeping its status; the owner is emailed
     * that the clinic moved it and the time it left is offered to the waitlist.
     */
    async reschedule(
      clinicId: string,
      id: string,
      input: ClinicRescheduleRequest,
      actorId?: string,
    ): Promise<BusinessAppointment> {
      const now = deps.now();
      await completeElapsedAppointments(deps, { clinicId });
      return refusingOverlaps(() =>
        inBookingTransaction(deps.db, async (repo, tx) => {
          await actAs(tx, actorId ?? null);
          const current = await createClinicDeskRepository(tx).lockForClinic(clinicId, id);
          if (!current) throw notFound();
          // A visit that was cancelled, took place or was missed cannot be moved.
          const refusal = FINAL_STATUS_TEXTS[current.status];
          if (refusal) throw new AppError('CONFLICT', knownText(refusal));
          const clinic = await repo.clinicById(clinicId);
          if (!clinic) throw notFound();
          const choice = { slotId: input.timeSlotId, time: input.appointmentTime };
          const { slot, start } = await findStart(repo, clinic, choice, now);
          const moved = await moveAppointment(repo, tx, {
            clinicId,
            slot,
            start,
            now,
            appointment: current,
            by: 'clinic',
            clinicianId: input.clinicianId,
          });
          if (!moved) throw notFound();
          return businessView(tx, clinicId, current.id, now);
        }),
      );
    },
  };
}
