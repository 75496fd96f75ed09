import { isFinalStatus, zonedTimeToInstant, type BusinessAppointment } from '@petvet/shared';
import { translate } from '../../../i18n';

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

// Getters: each text is read in the language in use when it is shown, not when this loads.
export const ACTION_LABELS: Record<AppointmentAction, string> = {
  get confirm() {
    return translate('clinic.action.confirm');
  },
  get reschedule() {
    return translate('clinic.action.reschedule');
  },
  get cancel() {
    return translate('clinic.action.cancel');
  },
  get complete() {
    return translate('clinic.action.complete');
  },
  get no_show() {
    return translate('clinic.action.noShow');
  },
};

export const APPOINTMENT_TEXTS = {
  get cancelled() {
    return translate('clinic.done.cancelled');
  },
  get moved() {
    return translate('clinic.done.moved');
  },
  get confirmed() {
    return translate('clinic.done.confirmed');
  },
  get completed() {
    return translate('clinic.done.completed');
  },
  get noShow() {
    return translate('clinic.done.noShow');
  },
  get moveFailed() {
    return translate('clinic.done.moveFailed');
  },
  get noTimes() {
    return translate('clinic.done.noTimes');
  },
};
