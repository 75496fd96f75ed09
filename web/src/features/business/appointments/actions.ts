import { isFinalStatus, zonedTimeToInstant, type BusinessAppointment } from '@petvet/shared';

export type AppointmentAction = 'confirm' | 'reschedule' | 'cancel' | 'complete' | 'no_show';

/**
 * The system completes a confirmed visit when it ends, assuming it took place; for this many days
 * after the start the clinic may still record it as missed (the server's same rule).
 */
export const NO_SHOW_CORRECTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the visit's start (in the clinic's zone) has passed. */
export function hasStarted(
  appointment: Pick<BusinessAppointment, 'date' | 'time'>,
  timeZone: string,
  now: Date,
): boolean {
  const start = zonedTimeToInstant(timeZone, appointment.date, appointment.time.slice(0, 5));
  return start.getTime() <= now.getTime();
}

/**
 * The changes the server accepts, and so the only buttons shown: nothing leaves cancelled,
 * completed or no-show (but a completed visit can still be recorded as missed for a week after
 * its start); a visit is marked completed or a no-show only once it has started.
 */
export function actionsFor(
  appointment: Pick<BusinessAppointment, 'status' | 'date' | 'time'>,
  timeZone: string,
  now: Date,
): AppointmentAction[] {
  if (appointment.status === 'completed') {
    const start = zonedTimeToInstant(timeZone, appointment.date, appointment.time.slice(0, 5));
    const since = now.getTime() - start.getTime();
    return since >= 0 && since <= NO_SHOW_CORRECTION_DAYS * DAY_MS ? ['no_show'] : [];
  }
  if (isFinalStatus(appointment.status)) return [];
  const actions: AppointmentAction[] = [];
  if (appointment.status === 'pending') actions.push('confirm');
  actions.push('reschedule', 'cancel');
  if (hasStarted(appointment, timeZone, now)) actions.push('complete', 'no_show');
  return actions;
}

export const ACTION_LABELS: Record<AppointmentAction, string> = {
  confirm: 'Confirm',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  complete: 'Mark completed',
  no_show: 'Mark no-show',
};

export const APPOINTMENT_TEXTS = {
  cancelled: 'Appointment cancelled. The owner has been emailed.',
  moved: 'Appointment moved. The owner has been emailed.',
  confirmed: 'Appointment confirmed. The owner has been emailed.',
  completed: 'Appointment marked completed.',
  noShow: 'Appointment marked as a no-show.',
  moveFailed: 'Could not move the appointment. Please try again.',
  noTimes: 'No free times for this service on that day. Try another day.',
} as const;
