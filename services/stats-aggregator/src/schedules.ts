import type { Queue } from 'bullmq';
import { RECURRING_JOBS, type RecurringJob } from '@petvet/shared';
import { upsertRecurringJobs } from '@petvet/shared/server';

// The recurring jobs are declared once in the job catalogue; these names stay for their readers.
export const STATS_SCHEDULER_ID = RECURRING_JOBS.statsRecompute.id;
export const COMPLETE_SCHEDULER_ID = RECURRING_JOBS.completeAppointments.id;
export const OUTBOX_PRUNE_SCHEDULER_ID = RECURRING_JOBS.outboxPrune.id;

export interface ScheduleEvery {
  statsMs: number;
  completeMs: number;
  /** How often delivered outbox rows past their retention are removed (default: hourly). */
  pruneMs?: number;
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

/** The stats recurring jobs as BullMQ schedulers (idempotent: every instance may call it). */
export async function upsertSchedules(queue: Queue, every: ScheduleEvery): Promise<void> {
  await upsertRecurringJobs(queue, statsRecurringJobs(every));
}
