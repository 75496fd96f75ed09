import { z } from 'zod';

export const QUEUES = { scrape: 'scrape', stats: 'stats', notify: 'notify' } as const;
export const JOBS = {
  scrapePractice: 'scrape-practice',
  statsRecompute: 'stats-recompute',
  completeAppointments: 'complete-appointments',
  /** One email to one address for one event (the job id is the event's idempotency key). */
  sendMail: 'send-mail',
  /** The scheduled sweep that queues visit reminders and vaccination-due emails. */
  queueReminders: 'queue-reminders',
  /** Offers freed time on a clinic's date to waiting owners, and passes lapsed holds on. */
  waitlistOffers: 'waitlist-offers',
} as const;

/** Jobs carry ids, never page contents or secrets. */
export const scrapePracticeJobSchema = z.object({
  practiceId: z.number().int().positive(),
  crawlJobId: z.string().uuid().optional(),
});
export type ScrapePracticeJob = z.infer<typeof scrapePracticeJobSchema>;

export const statsRecomputeJobSchema = z.object({ reason: z.string().max(100).optional() });
export type StatsRecomputeJob = z.infer<typeof statsRecomputeJobSchema>;
