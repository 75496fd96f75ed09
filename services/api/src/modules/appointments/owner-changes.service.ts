import {
  APPOINTMENT_ALREADY_CANCELLED_TEXT,
  APPOINTMENT_COMPLETED_CHANGE_TEXT,
  AppError,
  because,
  cancellationCutoffText,
  zonedTimeToInstant,
  type CancelAppointmentRequest,
  type OwnerAppointment,
  type RescheduleAppointmentRequest,
} from '@petvet/shared';
import { actAs } from '@petvet/shared/server';
import { publishNotification, queueWaitlistOffers } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { APPOINTMENT_NOT_FOUND_TEXT, completeElapsedAppointments } from './appointments.service';
import {
  inBookingTransaction,
  type BookingClinic,
  type OwnedAppointment,
} from './booking.repository';
import { isOverlapRefusal, readBack } from './booking.service';
import { findStart, moveAppointment, slotTaken } from './span-placement';

const HOUR_MS = 3_600_000;

/**
 * Whether an owner may still change a visit: only up to the clinic's cut-off before it starts
 * (0 hours: any time before the start), judged on the clinic's own clock.
 */
export function isInsideCutoff(
  clinic: Pick<BookingClinic, 'timeZone' | 'cancellationCutoffHours'>,
  visit: { date: string; time: string },
  now: Date,
): boolean {
  const startsAt = zonedTimeToInstant(clinic.timeZone, visit.date, visit.time).getTime();
  const left = startsAt - now.getTime();
  return left <= 0 || left < clinic.cancellationCutoffHours * HOUR_MS;
}

function refuseUnchangeable(current: OwnedAppointment, clinic: BookingClinic, now: Date): void {
  if (current.status === 'cancelled') {
    throw new AppError('CONFLICT', APPOINTMENT_ALREADY_CANCELLED_TEXT);
  }
  if (current.status === 'completed') {
    throw new AppError('CONFLICT', APPOINTMENT_COMPLETED_CHANGE_TEXT);
  }
  if (isInsideCutoff(clinic, current, now)) {
    throw new AppError(
      'CONFLICT',
      because(
        'cancellation_cutoff',
        cancellationCutoffText(clinic.cancellationCutoffHours, clinic.phone),
        { hours: clinic.cancellationCutoffHours, phone: clinic.phone },
      ),
    );
  }
}

const notFound = () => new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);

/** An owner cancels or moves their own appointment, within the clinic's cut-off. */
export function createOwnerChangesService(deps: Pick<AppDeps, 'db' | 'now'>) {
  /** Locks the owner's appointment and its clinic, refusing what may not change. */
  async function changeable(
    repo: Parameters<Parameters<typeof inBookingTransaction>[1]>[0],
    ownerId: string,
    id: string,
    now: Date,
  ) {
    const current = await repo.lockOwned(ownerId, id);
    if (!current) throw notFound();
    const clinic = await repo.clinicById(current.clinicId);
    if (!clinic) throw notFound();
    refuseUnchangeable(current, clinic, now);
    return { current, clinic };
  }

  return {
    /**
     * Cancels at once, freeing the time in the same transaction, with the cancellation email and
     * a waitlist offer request for the freed date.
     */
    async cancel(
      ownerId: string,
      id: string,
      input: CancelAppointmentRequest,
    ): Promise<OwnerAppointment> {
      const now = deps.now();
      await completeElapsedAppointments(deps, { ownerId });
      return inBookingTransaction(deps.db, async (repo, tx) => {
        await actAs(tx, ownerId);
        const { current } = await changeable(repo, ownerId, id, now);
        if (!(await repo.cancelLive(current.id))) throw notFound();
        await publishNotification(tx, {
          kind: 'cancelled',
          appointmentId: current.id,
          cancelledBy: 'owner',
          ...(input.reason ? { reason: input.reason } : {}),
        });
        await queueWaitlistOffers(tx, { clinicId: current.clinicId, date: current.date });
        return readBack(tx, ownerId, current.id);
      });
    },

    /**
     * Moves the appointment to a new start in one transaction: the row itself is updated, so its
     * old time is freed only when the new one is taken; a taken new time changes nothing.
     */
    async reschedule(
      ownerId: string,
      id: string,
      input: RescheduleAppointmentRequest,
    ): Promise<OwnerAppointment> {
      const now = deps.now();
      await completeElapsedAppointments(deps, { ownerId });
      try {
        return await inBookingTransaction(deps.db, async (repo, tx) => {
          await actAs(tx, ownerId);
          const { current, clinic } = await changeable(repo, ownerId, id, now);
          const choice = { slotId: input.timeSlotId, time: input.appointmentTime };
          const { slot, start } = await findStart(repo, clinic, choice, now);
          const appointment = { ...current, ownerId };
          const moved = await moveAppointment(repo, tx, {
            clinicId: clinic.id,
            slot,
            start,
            now,
            appointment,
          });
          if (!moved) throw notFound();
          return readBack(tx, ownerId, current.id);
        });
      } catch (error) {
        if (isOverlapRefusal(error)) throw slotTaken();
        throw error;
      }
    },
  };
}
