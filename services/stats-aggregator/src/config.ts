import { z } from 'zod';
import { baseConfigSchema, envValue, parseConfig } from '@petvet/shared/server';
import { mailConfigShape } from '@petvet/shared/backend';

const ms = (fallback: number) => envValue(z.coerce.number().int().min(1_000).default(fallback));

export const statsConfigSchema = baseConfigSchema.extend({
  /** How often the scheduler recomputes the global stats even when nobody asked. */
  STATS_RECOMPUTE_EVERY_MS: ms(10 * 60 * 1000),
  /** How often ended appointments are marked completed. */
  COMPLETE_APPOINTMENTS_EVERY_MS: ms(60 * 1000),
  /** How often visits 24 hours ahead and vaccinations coming due are looked for, to email. */
  REMINDERS_EVERY_MS: ms(5 * 60 * 1000),
  /** How often waitlist offers that ran out are passed to the next owner in line. */
  WAITLIST_SWEEP_EVERY_MS: ms(60 * 1000),
  ...mailConfigShape,
});

export type StatsConfig = z.infer<typeof statsConfigSchema>;

export function loadStatsConfig(env: Record<string, string | undefined>): StatsConfig {
  return parseConfig(statsConfigSchema, env);
}
