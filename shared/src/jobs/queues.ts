/** The queues and job names; what each job carries and how it runs is in catalogue.ts. */
export const QUEUES = { scrape: 'scrape', stats: 'stats', notify: 'notify' } as const;
export const JOBS = {
  scrapePractice: 'scrape-practice',
  statsRecompute: 'stats-recompute',
  completeAppointments: 'complete-appointments',
  /** Removes delivered outbox rows past their retention. */
  outboxPrune: 'outbox-prune',
  /** One notification event, delivered once on each of its channels (the job id is its key). */
  deliverNotification: 'deliver-notification',
  /** The scheduled sweep that queues visit reminders and vaccination-due emails. */
  queueReminders: 'queue-reminders',
  /** Offers freed time on a clinic's date to waiting owners, and passes lapsed holds on. */
  waitlistOffers: 'waitlist-offers',
  /** Reads a practice's website for the file or meta tag a claimant placed there. */
  checkPracticeClaim: 'check-practice-claim',
} as const;
