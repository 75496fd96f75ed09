import {
  APPOINTMENT_CANCELLED_FINAL_TEXT,
  APPOINTMENT_COMPLETED_TEXT,
  APPOINTMENT_NO_SHOW_FINAL_TEXT,
  AppError,
  OWNER_NOT_FOUND_TEXT,
  type AppointmentStatus,
  type BusinessAppointment,
  type ClinicRescheduleRequest,
  type OwnerLookup,
  type PhoneBookingRequest,
} from '@petvet/shared';
import { queueAppointmentMail, type Database } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { createAppointmentsRepository } from './appointments.repository';
import { APPOINTMENT_NOT_FOUND_TEXT, completeElapsedAppointments } from './appointments.service';
import { inBookingTransaction } from './booking.repository';
import { isOverlapRefusal } from './booking.service';
import {
  claimSpan,
  findStart,
  moveAppointment,
  serviceForBooking,
  slotTaken,
} from './span-placement';
import { createClinicDeskRepository } from './clinic-desk.repository';

const notFound = () => new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);
const ownerNotFound = () => new AppError('NOT_FOUND', OWNER_NOT_FOUND_TEXT);

// A visit that was cancelled, took place or was missed cannot be moved.
const UNMOVABLE: Partial<Record<AppointmentStatus, string>> = {
  cancelled: APPOINTMENT_CANCELLED_FINAL_TEXT,
  completed: APPOINTMENT_COMPLETED_TEXT,
  no_show: APPOINTMENT_NO_SHOW_FINAL_TEXT,
};

async function businessView(
  tx: Database,
  clinicId: string,
  id: string,
  now: Date,
): Promise<BusinessAppointment> {
  const [appointment] = await createAppointmentsRepository(tx).listForClinic(clinicId, { id, now });
  if (!appointment) throw new Error('appointment could not be read back');
  return appointment;
}

/** The clinic's desk: finding an owner, booking for them by phone, moving a visit. */
export function createClinicDeskService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const desk = createClinicDeskRepository(deps.db);

  return {
    /** Only a pet owner's name and pets, and only for a pet owner's address. */
    async lookupOwner(email: string): Promise<OwnerLookup> {
      const owner = await desk.ownerByEmail(email);
      if (!owner) throw ownerNotFound();
      return { ownerName: owner.name, pets: await desk.petsOf(owner.id) };
    },

    /**
     * Books by phone for an existing owner, by the owner's own booking rules (the same span
     * placement, day lock and constraint), confirmed at once, with the owner's booking email.
     */
    async book(clinicId: string, input: PhoneBookingRequest): Promise<BusinessAppointment> {
      const now = deps.now();
      try {
        return await inBookingTransaction(deps.db, async (repo, tx) => {
          const owner = await createClinicDeskRepository(tx).ownerByEmail(input.ownerEmail);
          if (!owner) throw ownerNotFound();
          const pet = await repo.ownedPet(owner.id, input.petId);
          if (!pet) throw new AppError('NOT_FOUND', 'Pet not found');
          const clinic = await repo.clinicById(clinicId);
          if (!clinic) throw notFound();
          const choice = { slotId: input.timeSlotId, time: input.appointmentTime };
          const { slot, start } = await findStart(repo, clinic, choice, now);
          const service = serviceForBooking(await repo.services(clinicId), slot, input.serviceType);
          await repo.lockDays(clinicId, [slot.date]);
          const { span, ownHoldIds } = await claimSpan(repo, {
            clinicId,
            slot,
            start,
            duration: service.duration,
            ownerId: owner.id,
            now,
          });
          await repo.consumeHolds(ownHoldIds);
          const appointmentId = await repo.insertAppointment({
            clinicId,
            ownerId: owner.id,
            pet,
            span,
            serviceType: service.name,
            serviceId: service.id,
            price: service.price,
            notes: input.notes ?? '',
          });
          await createClinicDeskRepository(tx).setStatus(appointmentId, 'confirmed');
          await queueAppointmentMail(tx, { kind: 'booked', appointmentId });
          return businessView(tx, clinicId, appointmentId, now);
        });
      } catch (error) {
        if (isOverlapRefusal(error)) throw slotTaken();
        throw error;
      }
    },

    /**
     * Moves a live visit to a new start as the owner's move does (one transaction, the row
     * itself updated), without the owner's cut-off; the owner is emailed and the time it left is
     * offered to the waitlist.
     */
    async reschedule(
      clinicId: string,
      id: string,
      input: ClinicRescheduleRequest,
    ): Promise<BusinessAppointment> {
      const now = deps.now();
      await completeElapsedAppointments(deps, { clinicId });
      try {
        return await inBookingTransaction(deps.db, async (repo, tx) => {
          const current = await createClinicDeskRepository(tx).lockForClinic(clinicId, id);
          if (!current) throw notFound();
          const refusal = UNMOVABLE[current.status];
          if (refusal) throw new AppError('CONFLICT', refusal);
          const clinic = await repo.clinicById(clinicId);
          if (!clinic) throw notFound();
          const choice = { slotId: input.timeSlotId, time: input.appointmentTime };
          const { slot, start } = await findStart(repo, clinic, choice, now);
          await repo.lockDays(clinicId, [current.date, slot.date]);
          const moved = await moveAppointment(repo, tx, {
            clinicId,
            slot,
            start,
            now,
            appointment: current,
            by: 'clinic',
          });
          if (!moved) throw notFound();
          return businessView(tx, clinicId, current.id, now);
        });
      } catch (error) {
        if (isOverlapRefusal(error)) throw slotTaken();
        throw error;
      }
    },
  };
}
