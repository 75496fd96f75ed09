import type { JobsOptions } from 'bullmq';
import { RECURRING_OPTIONS } from './catalogue';
import { JOBS, QUEUES } from './queues';

/** Work that runs on a schedule, declared once; the server kit's recurring.ts runs it. */
export interface RecurringJob {
  /** The BullMQ scheduler id: fixed, so every instance upserts the same one. */
  id: string;
  queue: string;
  name: string;
  data: Record<string, unknown>;
  everyMs: number;
  /** The config setting that overrides `everyMs`. */
  configKey: string;
  options: JobsOptions;
}

const recurring = (definition: RecurringJob): RecurringJob => definition;

export const RECURRING_JOBS = {
  statsRecompute: recurring({
    id: 'stats-recompute-every-10-minutes',
    queue: QUEUES.stats,
    name: JOBS.statsRecompute,
    data: { reason: 'schedule' },
    everyMs: 10 * 60_000,
    configKey: 'STATS_RECOMPUTE_EVERY_MS',
    options: RECURRING_OPTIONS,
  }),
  completeAppointments: recurring({
    id: 'complete-appointments-every-minute',
    queue: QUEUES.stats,
    name: JOBS.completeAppointments,
    data: {},
    everyMs: 60_000,
    configKey: 'COMPLETE_APPOINTMENTS_EVERY_MS',
    options: RECURRING_OPTIONS,
  }),
  outboxPrune: recurring({
    id: 'outbox-prune-every-hour',
    queue: QUEUES.stats,
    name: JOBS.outboxPrune,
    data: {},
    everyMs: 60 * 60_000,
    configKey: 'OUTBOX_PRUNE_EVERY_MS',
    options: RECURRING_OPTIONS,
  }),
  queueReminders: recurring({
    id: 'queue-reminders-every-5-minutes',
    queue: QUEUES.notify,
    name: JOBS.queueReminders,
    data: {},
    everyMs: 5 * 60_000,
    configKey: 'REMINDERS_EVERY_MS',
    options: RECURRING_OPTIONS,
  }),
  waitlistSweep: recurring({
    id: 'waitlist-offers-every-minute',
    queue: QUEUES.notify,
    name: JOBS.waitlistOffers,
    data: {},
    everyMs: 60_000,
    configKey: 'WAITLIST_SWEEP_EVERY_MS',
    options: RECURRING_OPTIONS,
  }),
} as const;

/** A queue's recurring jobs. */
export function recurringJobsOf(queue: string): RecurringJob[] {
  return Object.values(RECURRING_JOBS).filter((declared) => declared.queue === queue);
}
