import type { Queue } from 'bullmq';
import { RECURRING_JOBS, type RecurringJob } from '@petvet/shared';
import {
  startLocalRecurringJobs,
  upsertRecurringJobs,
  type LocalJobs,
  type Logger,
} from '@petvet/shared/server';

// The recurring jobs are declared once in the job catalogue; these names stay for their readers.
export const STATS_SCHEDULER_ID = RECURRING_JOBS.statsRecompute.id;
export const COMPLETE_SCHEDULER_ID = RECURRING_JOBS.completeAppointments.id;
export const OUTBOX_PRUNE_SCHEDULER_ID = RECURRING_JOBS.outboxPrune.id;
export const REMINDERS_SCHEDULER_ID = RECURRING_JOBS.queueReminders.id;
export const WAITLIST_SWEEP_SCHEDULER_ID = RECURRING_JOBS.waitlistSweep.id;
export const NOTIFY_SCHEDULER_IDS = [REMINDERS_SCHEDULER_ID, WAITLIST_SWEEP_SCHEDULER_ID] as const;

export interface ScheduleEvery {
  statsMs: number;
  completeMs: number;
  /** How often delivered outbox rows past their retention are removed (default: hourly). */
  pruneMs?: number;
}

/** The notify queue's recurring jobs: the reminder sweep and the lapsed-offer sweep. */
export interface NotifyScheduleEvery {
  remindersMs: number;
  waitlistMs: number;
}

/** The stats queue's recurring jobs at these intervals. */
export function statsRecurringJobs(every: ScheduleEvery): RecurringJob[] {
  const { statsRecompute, completeAppointments, outboxPrune } = RECURRING_JOBS;
  return [
    { ...statsRecompute, everyMs: every.statsMs },
    { ...completeAppointments, everyMs: every.completeMs },
    { ...outboxPrune, everyMs: every.pruneMs ?? outboxPrune.everyMs },
  ];
}

function notifyRecurringJobs(every: NotifyScheduleEvery): RecurringJob[] {
  return [
    { ...RECURRING_JOBS.queueReminders, everyMs: every.remindersMs },
    { ...RECURRING_JOBS.waitlistSweep, everyMs: every.waitlistMs },
  ];
}

/** The stats recurring jobs as BullMQ schedulers (idempotent: every instance may call it). */
export async function upsertSchedules(queue: Queue, every: ScheduleEvery): Promise<void> {
  await upsertRecurringJobs(queue, statsRecurringJobs(every));
}

/** The notify queue's recurring jobs, registered like the stats ones (idempotent). */
export async function upsertNotifySchedules(
  queue: Queue,
  every: NotifyScheduleEvery,
): Promise<void> {
  await upsertRecurringJobs(queue, notifyRecurringJobs(every));
}

/** The notify recurring jobs on in-process timers, for the embedded default. */
export function startLocalNotifySchedules(
  local: LocalJobs,
  every: NotifyScheduleEvery,
  logger: Logger,
): () => void {
  return startLocalRecurringJobs(local, notifyRecurringJobs(every), logger);
}
