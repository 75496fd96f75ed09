import type { JobsOptions } from 'bullmq';
import { z } from 'zod';
import { NOTIFY_JOB_OPTIONS, notificationEventKey, notificationEventSchema } from './notify-events';
import { JOBS, QUEUES } from './queues';

/**
 * Every job, declared once: its queue, name, what it carries, how it is retried and kept, and the
 * key that makes one request one job. Producers go through enqueue() (the server kit), which
 * reads this table; so do both transports. Jobs carry ids, never page contents or secrets.
 */
export interface JobDefinition<Payload = unknown> {
  queue: string;
  name: string;
  schema: z.ZodType<Payload>;
  options: JobsOptions;
  /**
   * The job's key. Without `debounceMs` it is the job id (one event is one job, however often it
   * is asked for). With it, requests under the same key still waiting fold into one.
   */
  key(payload: Payload): string | undefined;
  /** How long a debounced request waits for others to join it. */
  debounceMs?: number;
}

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export const scrapePracticeJobSchema = z.object({
  practiceId: z.number().int().positive(),
  crawlJobId: z.string().uuid().optional(),
  /** How many times the crawl was handed to the queue again (lost crawls); 0 or absent at first. */
  requeue: z.number().int().positive().optional(),
});
export type ScrapePracticeJob = z.infer<typeof scrapePracticeJobSchema>;

/**
 * The queue's job id for a crawl job: its own id at first, then a new one per re-queue, because
 * BullMQ ignores an id it still holds (a failed job is kept for days).
 */
export function queueJobIdOf(crawlJobId: string, requeues: number): string {
  return requeues === 0 ? crawlJobId : `${crawlJobId}-r${requeues}`;
}

export const statsRecomputeJobSchema = z.object({ reason: z.string().max(100).optional() });
export type StatsRecomputeJob = z.infer<typeof statsRecomputeJobSchema>;

/** A burst of recompute requests inside this window makes one recompute. */
export const STATS_RECOMPUTE_DEBOUNCE_MS = 5_000;
export const STATS_RECOMPUTE_DEDUPLICATION_ID = 'stats-recompute';

/**
 * Debounced recompute: the first request waits `delayMs`, every request until it starts joins it,
 * and a request that arrives while one runs leaves exactly one more behind (keepLastIfActive), so
 * changes made during a recompute are never missed and a burst costs at most two recomputes.
 */
export function statsRecomputeJobOptions(delayMs = STATS_RECOMPUTE_DEBOUNCE_MS): JobsOptions {
  return {
    delay: delayMs,
    deduplication: { id: STATS_RECOMPUTE_DEDUPLICATION_ID, keepLastIfActive: true },
    attempts: 4,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { count: 100 },
    removeOnFail: { count: 500 },
  };
}

/**
 * What the waitlist offer job carries: a clinic and date whose time changed, or nothing (the
 * scheduled sweep that passes lapsed holds on).
 */
export const waitlistOffersJobSchema = z.union([
  z.object({ clinicId: z.string().uuid(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict(),
  z.object({}).strict(),
]);
export type WaitlistOffersJob = z.infer<typeof waitlistOffersJobSchema>;

/** Frees on the same clinic and date inside this window make one offer run. */
export const WAITLIST_OFFERS_DEBOUNCE_MS = 1_000;

/**
 * One check of a practice claim by file or meta tag: the claim, which of its checks this is (a
 * claimant may fix the site and ask again: each ask is its own job), and the address the
 * claimant was told to use. No practiceId: the crawl's failure handlers read that as a crawl.
 */
export const checkPracticeClaimJobSchema = z.object({
  claimId: z.string().uuid(),
  check: z.number().int().positive(),
  url: z.string().url().max(2048),
});
export type CheckPracticeClaimJob = z.infer<typeof checkPracticeClaimJobSchema>;

const noPayload = z.object({}).passthrough();
/** How scheduled jobs are retried and kept, wherever they are declared. */
export const RECURRING_OPTIONS: JobsOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { count: 50 },
  removeOnFail: { count: 200 },
};

function job<Payload, Name extends string>(
  definition: JobDefinition<Payload> & { name: Name },
): JobDefinition<Payload> & { name: Name } {
  return definition;
}

export const CATALOGUE = {
  scrapePractice: job({
    queue: QUEUES.scrape,
    name: JOBS.scrapePractice,
    schema: scrapePracticeJobSchema,
    options: DEFAULT_JOB_OPTIONS,
    key: (p) => (p.crawlJobId ? queueJobIdOf(p.crawlJobId, p.requeue ?? 0) : undefined),
  }),
  statsRecompute: job({
    queue: QUEUES.stats,
    name: JOBS.statsRecompute,
    schema: statsRecomputeJobSchema,
    options: statsRecomputeJobOptions(),
    key: () => STATS_RECOMPUTE_DEDUPLICATION_ID,
    debounceMs: STATS_RECOMPUTE_DEBOUNCE_MS,
  }),
  completeAppointments: job({
    queue: QUEUES.stats,
    name: JOBS.completeAppointments,
    schema: noPayload,
    options: RECURRING_OPTIONS,
    key: () => undefined,
  }),
  outboxPrune: job({
    queue: QUEUES.stats,
    name: JOBS.outboxPrune,
    schema: noPayload,
    options: RECURRING_OPTIONS,
    key: () => undefined,
  }),
  deliverNotification: job({
    queue: QUEUES.notify,
    name: JOBS.deliverNotification,
    schema: notificationEventSchema,
    options: NOTIFY_JOB_OPTIONS,
    key: notificationEventKey,
  }),
  queueReminders: job({
    queue: QUEUES.notify,
    name: JOBS.queueReminders,
    schema: noPayload,
    options: RECURRING_OPTIONS,
    key: () => undefined,
  }),
  waitlistOffers: job({
    queue: QUEUES.notify,
    name: JOBS.waitlistOffers,
    schema: waitlistOffersJobSchema,
    options: DEFAULT_JOB_OPTIONS,
    // The key has no colon: it is part of the job id, and BullMQ refuses custom ids with one.
    key: (p) => ('clinicId' in p ? `waitlist-offers-${p.clinicId}-${p.date}` : undefined),
    debounceMs: WAITLIST_OFFERS_DEBOUNCE_MS,
  }),
  checkPracticeClaim: job({
    queue: QUEUES.scrape,
    name: JOBS.checkPracticeClaim,
    schema: checkPracticeClaimJobSchema,
    // A site that does not answer fails the check at once (the claimant asks again); retries
    // only cover our own failures (the database, a lost politeness slot).
    options: DEFAULT_JOB_OPTIONS,
    key: (p) => `practice-claim-${p.claimId}-${p.check}`,
  }),
} as const;

type Declared = (typeof CATALOGUE)[keyof typeof CATALOGUE];
/** A declared job's name. */
export type JobName = Declared['name'];
/** What the job of that name carries. */
export type PayloadOf<Name extends JobName> =
  Extract<Declared, { name: Name }> extends JobDefinition<infer Payload> ? Payload : never;

/** The declared job of that name (names are unique across queues). */
export function jobNamed<Name extends JobName>(name: Name): JobDefinition<PayloadOf<Name>> {
  const found = Object.values(CATALOGUE).find((declared) => declared.name === name);
  if (!found) throw new Error(`no job named ${name} in the catalogue`);
  return found as unknown as JobDefinition<PayloadOf<Name>>;
}

/** Names a job had before; a job queued under one (before the rename) runs as its new name. */
export const RENAMED_JOBS: Readonly<Record<string, string>> = {
  'send-mail': JOBS.deliverNotification,
};

export const currentJobName = (name: string): string => RENAMED_JOBS[name] ?? name;

// Looked up by queue and name, a job's payload type is unknown until its schema has parsed it.
const definitions = Object.values(CATALOGUE) as unknown as readonly JobDefinition<unknown>[];

/** A queue's job by name (an old name finds its new one); undefined for a job nobody declared. */
export function findJob(queue: string, name: string): JobDefinition<unknown> | undefined {
  const current = currentJobName(name);
  return definitions.find((d) => d.queue === queue && d.name === current);
}

/** The options a job gets on either transport; an undeclared one gets the default. */
export function catalogueOptionsFor(queue: string, name: string): JobsOptions {
  return findJob(queue, name)?.options ?? DEFAULT_JOB_OPTIONS;
}
