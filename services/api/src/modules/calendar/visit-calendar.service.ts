import { AppError } from '@petvet/shared';
import {
  appointmentCalendar,
  createMailRepository,
  visitOfCalendarToken,
} from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { CALENDAR_NOT_FOUND_TEXT } from './calendar-feeds.service';

/**
 * The calendar file an appointment email's "Add to calendar" link downloads: the same event as
 * the invitation the email carries (one UID, the same revision), as the visit stands now; a
 * cancelled visit comes as a cancellation, so adding it removes the entry.
 */
export function createVisitCalendarService(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const repository = createMailRepository(deps.db);
  return {
    /** `site` is the address people reach the site at (no trailing slash). */
    async file(token: string, site: string): Promise<string> {
      const id = visitOfCalendarToken(deps.config.JWT_SECRET, token);
      const appointment = id ? await repository.appointment(id) : null;
      if (!appointment) throw new AppError('NOT_FOUND', CALENDAR_NOT_FOUND_TEXT);
      const cancelled = appointment.status === 'cancelled';
      const moves = await repository.reschedules(appointment.id);
      return appointmentCalendar(
        appointment,
        {
          publicUrl: site,
          now: deps.now(),
          // The organizer when the clinic names no address of its own.
          fromAddress: 'no-reply@petvet.localhost',
          sequence: cancelled ? moves + 1 : moves,
        },
        cancelled ? 'CANCEL' : 'PUBLISH',
      );
    },
  };
}
