import { z } from 'zod';

export const QUEUES = { scrape: 'scrape', stats: 'stats' } as const;
export const JOBS = {
  scrapePractice: 'scrape-practice',
  statsRecompute: 'stats-recompute',
  completeAppointments: 'complete-appointments',
} as const;

/** Jobs carry ids, never page contents or secrets. */
export const scrapePracticeJobSchema = z.object({
  practiceId: z.number().int().positive(),
  crawlJobId: z.string().uuid().optional(),
});
export type ScrapePracticeJob = z.infer<typeof scrapePracticeJobSchema>;

export const statsRecomputeJobSchema = z.object({ reason: z.string().max(100).optional() });
export type StatsRecomputeJob = z.infer<typeof statsRecomputeJobSchema>;
