import { z } from 'zod';
import { RECURRING_JOBS } from '@petvet/shared';
import { baseConfigSchema, envValue, parseConfig } from '@petvet/shared/server';
import { mailConfigShape } from '@petvet/shared/backend';

const ms = (fallback: number) => envValue(z.coerce.number().int().min(1_000).default(fallback));

export const notifierConfigSchema = baseConfigSchema.extend({
  /** How often visits 24 hours ahead and vaccinations coming due are looked for, to notify. */
  REMINDERS_EVERY_MS: ms(RECURRING_JOBS.queueReminders.everyMs),
  /** How often waitlist offers that ran out are passed to the next owner in line. */
  WAITLIST_SWEEP_EVERY_MS: ms(RECURRING_JOBS.waitlistSweep.everyMs),
  ...mailConfigShape,
});

export type NotifierConfig = z.infer<typeof notifierConfigSchema>;

export function loadNotifierConfig(env: Record<string, string | undefined>): NotifierConfig {
  return parseConfig(notifierConfigSchema, env);
}
