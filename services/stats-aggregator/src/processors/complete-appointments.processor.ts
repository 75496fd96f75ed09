import { type Database, type Logger } from '@petvet/shared/server';
import { completeEndedAppointments } from '@petvet/shared/backend';

/**
 * Marks appointments ended by `now` completed; idempotent, so a late or repeated run is
 * harmless. The clock is passed in so the rule is the API's to the instant.
 */
export async function completeAppointments(
  db: Database,
  logger: Logger,
  now: Date,
): Promise<{ completed: number }> {
  const completed = await completeEndedAppointments(db, now);
  if (completed > 0) logger.info({ completed }, 'appointments completed');
  return { completed };
}
