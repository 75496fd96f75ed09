import {
  AppError,
  knownText,
  COMPLETED_BEFORE_START_TEXT,
  FINAL_STATUS_TEXTS,
  NO_SHOW_BEFORE_START_TEXT,
  NO_SHOW_UNDO_TOO_LATE_TEXT,
  zonedTimeToInstant,
  type AppointmentStatus,
  type BusinessAppointment,
  type UpdateAppointmentStatusRequest,
} from '@petvet/shared';
import { actAs } from '@petvet/shared/server';
import { publishNotification, queueWaitlistOffers } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { staleOr } from '../../lib/if-match';
import { createAppointmentsRepository } from './appointments.repository';
import { APPOINTMENT_NOT_FOUND_TEXT } from './appointments.service';
import { inStatusTransaction, type LockedAppointment } from './appointment-status.repository';
import { isOverlapRefusal } from './booking.service';
import { slotTaken } from './span-placement';

const appointmentNotFound = () => new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND_TEXT);

// Whether a visit took place can be said only once it has started.
const AFTER_START_TEXTS: Partial<Record<AppointmentStatus, string>> = {
  completed: COMPLETED_BEFORE_START_TEXT,
  no_show: NO_SHOW_BEFORE_START_TEXT,
};

/**
 * The system completes a confirmed visit as soon as it ends, assuming it took place; for this long
 * after the start the clinic, which knows better, may still record it as missed.
 */
export const NO_SHOW_CORRECTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The clinic's status rule: throws the 409 of a refused change, else returns. */
export function checkTransition(
  current: Pick<LockedAppointment, 'status' | 'date' | 'time' | 'timeZone'>,
  next: AppointmentStatus,
  now: Date,
): void {
  const startsAt = zonedTimeToInstant(current.timeZone, current.date, current.time);
  const sinceStart = now.getTime() - startsAt.getTime();
  const correctsCompletion =
    current.status === 'completed' &&
    next === 'no_show' &&
    sinceStart >= 0 &&
    sinceStart <= NO_SHOW_CORRECTION_DAYS * DAY_MS;
  if (correctsCompletion) return;
  const final = FINAL_STATUS_TEXTS[current.status];
  if (final) throw new AppError('CONFLICT', knownText(final));
  const afterStart = AFTER_START_TEXTS[next];
  if (afterStart && startsAt.getTime() > now.getTime())
    throw new AppError('CONFLICT', knownText(afterStart));
}

export function createAppointmentStatusService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const appointments = createAppointmentsRepository(deps.db);

  /**
   * The business confirms, cancels, or marks a started visit completed or missed. Cancelling
   * frees the time in the same transaction, tells the owner (with the clinic's reason) and offers
   * the time to the waitlist; confirming tells the owner.
   */
  async function update(
    clinicId: string,
    appointmentId: string,
    input: UpdateAppointmentStatusRequest,
    version?: string,
    /** The signed-in account changing it, recorded with the change. */
    actorId?: string,
  ): Promise<BusinessAppointment> {
    const now = deps.now();
    await appointments.completeElapsed(now, { clinicId });
    try {
      await inStatusTransaction(deps.db, async (repo, tx) => {
        await actAs(tx, actorId ?? null);
        const current = await repo.lockForClinic(clinicId, appointmentId, version);
        if (!current) {
          throw await staleOr(
            version,
            async () => Boolean(await repo.lockForClinic(clinicId, appointmentId)),
            appointmentNotFound,
          );
        }
        if (current.status === input.status) return;
        if (current.status === 'no_show' && current.statusBeforeNoShow) {
          // The minute's undo: back to what the no-show replaced, and no email (none was sent).
          if (await repo.undoNoShow(current.id, input.status, now)) return;
          throw new AppError('CONFLICT', NO_SHOW_UNDO_TOO_LATE_TEXT);
        }
        checkTransition(current, input.status, now);
        if (input.status === 'no_show') await repo.markNoShow(current.id, current.status, now);
        else await repo.setStatus(current.id, input.status);
        if (input.status === 'confirmed') {
          await publishNotification(tx, { kind: 'confirmed', appointmentId: current.id });
        } else if (input.status === 'cancelled') {
          await publishNotification(tx, {
            kind: 'cancelled',
            appointmentId: current.id,
            cancelledBy: 'clinic',
            ...(input.reason ? { reason: input.reason } : {}),
          });
          await queueWaitlistOffers(tx, { clinicId, date: current.date });
        }
      });
    } catch (error) {
      // An undone no-show whose time was booked meanwhile cannot take it back.
      if (isOverlapRefusal(error)) throw slotTaken();
      throw error;
    }
    const [updated] = await appointments.listForClinic(clinicId, { id: appointmentId, now });
    if (!updated) throw appointmentNotFound();
    return updated;
  }

  return { update };
}
