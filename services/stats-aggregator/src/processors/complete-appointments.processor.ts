import type { Database, Logger } from '@petvet/shared/server';
import { completeEndedAppointments } from '../repositories/appointments.repository';

/** Marks ended appointments completed; idempotent, so a late or repeated run is harmless. */
export async function completeAppointments(
  db: Database,
  logger: Logger,
): Promise<{ completed: number }> {
  const completed = await completeEndedAppointments(db);
  if (completed > 0) logger.info({ completed }, 'appointments completed');
  return { completed };
}
