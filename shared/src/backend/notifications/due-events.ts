import { addCalendarDays } from '../../domain/booking-window';
import { notificationEventKey, type NotificationEvent } from '../../jobs/notify-events';
import type { Database } from '../../server/db/client';
import type { Logger } from '../../server/logger';
import { createDueEventsRepository } from './due-events.repository';
import { publishNotification } from './publish';
import { eventOwed, STALE_STEP_DAYS } from './reminder-series';
import { createReminderSeriesRepository } from './reminder-series.repository';

/** Visits starting within this window ahead of "24 hours from now" get their reminder. */
export const REMINDER_LEAD_MS = 24 * 3600_000;
export const REMINDER_WINDOW_MS = 3600_000;
/** Owners hear of a vaccination coming due this many days ahead (without a clinic's rule). */
export const VACCINATION_NOTICE_DAYS = 14;
/** How far ahead a clinic's series may start (the longest "days before" a rule allows). */
const SERIES_HORIZON_DAYS = 365;

/**
 * The scheduled sweep: publishes the "reminder due" event of every live visit starting 23 to 24
 * hours from now, and for each vaccination coming due either the step of its clinic's reminder
 * series owed today or, with no rule, the "vaccination due" notice within 14 days. Each is
 * published once (its key names the visit's time, or the vaccination's due date and step); a
 * visit moved later gets its own.
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
  const series = createReminderSeriesRepository(db);
  const due = await series.dueVaccinations(
    addCalendarDays(today, -(SERIES_HORIZON_DAYS + STALE_STEP_DAYS)),
    addCalendarDays(today, SERIES_HORIZON_DAYS),
  );
  const booked = await series.latestBookings(
    due.flatMap((v) => (v.rule && v.clinicId ? [{ petId: v.petId, clinicId: v.clinicId }] : [])),
  );
  const reminders: NotificationEvent[] = visits.map((visit) => ({
    kind: 'reminder',
    appointmentId: visit.id,
    at: { date: visit.date, time: visit.time },
  }));
  const notices = due.flatMap((vaccination) => {
    const event = eventOwed(
      vaccination,
      today,
      booked.get(`${vaccination.petId}/${vaccination.clinicId}`) ?? null,
    );
    return event ? [event] : [];
  });
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
