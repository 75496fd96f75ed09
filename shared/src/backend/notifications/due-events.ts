import { addCalendarDays } from '../../domain/booking-window';
import { notificationEventKey, type NotificationEvent } from '../../jobs/notify-events';
import type { Database } from '../../server/db/client';
import type { Logger } from '../../server/logger';
import { createDueEventsRepository } from './due-events.repository';
import { publishNotification } from './publish';

/** Visits starting within this window ahead of "24 hours from now" get their reminder. */
export const REMINDER_LEAD_MS = 24 * 3600_000;
export const REMINDER_WINDOW_MS = 3600_000;
/** Owners hear of a vaccination coming due this many days ahead. */
export const VACCINATION_NOTICE_DAYS = 14;

/**
 * The scheduled sweep: publishes the "reminder due" event of every live visit starting 23 to 24
 * hours from now, and the "vaccination due" event of every vaccination due within 14 days. Each
 * is published once (its key names the visit's time, or the vaccination's due date); a visit
 * moved later gets its own.
 */
export async function queueDueReminders(
  db: Database,
  now: Date,
  logger: Logger,
): Promise<{ reminders: number; vaccinations: number }> {
  const repository = createDueEventsRepository(db);
  const to = new Date(now.getTime() + REMINDER_LEAD_MS);
  const from = new Date(to.getTime() - REMINDER_WINDOW_MS);
  const today = now.toISOString().slice(0, 10);
  const visits = await repository.visitsStarting(from, to);
  const due = await repository.vaccinationsComingDue(
    today,
    addCalendarDays(today, VACCINATION_NOTICE_DAYS),
  );
  const reminders: NotificationEvent[] = visits.map((visit) => ({
    kind: 'reminder',
    appointmentId: visit.id,
    at: { date: visit.date, time: visit.time },
  }));
  const notices: NotificationEvent[] = due.map((vaccination) => ({
    kind: 'vaccination-due',
    vaccinationId: vaccination.id,
    dueDate: vaccination.dueDate,
  }));
  const published = await repository.publishedKeys(
    [...reminders, ...notices].map(notificationEventKey),
  );
  const fresh = (event: NotificationEvent) => !published.has(notificationEventKey(event));
  const result = {
    reminders: reminders.filter(fresh).length,
    vaccinations: notices.filter(fresh).length,
  };
  await db.transaction(async (tx) => {
    for (const event of [...reminders, ...notices].filter(fresh)) {
      await publishNotification(tx, event);
    }
  });
  if (result.reminders + result.vaccinations > 0) logger.info(result, 'reminders published');
  return result;
}
