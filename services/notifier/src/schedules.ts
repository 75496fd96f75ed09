import { RECURRING_JOBS, type RecurringJob } from '@petvet/shared';

/** How often the notify queue's recurring jobs run: the reminder sweep and the lapsed-offer sweep. */
export interface NotifyScheduleEvery {
  remindersMs: number;
  waitlistMs: number;
}

export const REMINDERS_SCHEDULER_ID = RECURRING_JOBS.queueReminders.id;
export const WAITLIST_SWEEP_SCHEDULER_ID = RECURRING_JOBS.waitlistSweep.id;

/** The catalogue's notify recurring jobs at the intervals the notifier's config sets. */
export function notifyRecurringJobs(every: NotifyScheduleEvery): RecurringJob[] {
  return [
    { ...RECURRING_JOBS.queueReminders, everyMs: every.remindersMs },
    { ...RECURRING_JOBS.waitlistSweep, everyMs: every.waitlistMs },
  ];
}
