import { z } from 'zod';
import { RECURRING_JOBS } from '@petvet/shared';
import { baseConfigSchema, envValue, parseConfig } from '@petvet/shared/server';

const ms = (fallback: number) => envValue(z.coerce.number().int().min(1_000).default(fallback));

export const statsConfigSchema = baseConfigSchema.extend({
  /** How often the scheduler recomputes the global stats even when nobody asked. */
  STATS_RECOMPUTE_EVERY_MS: ms(RECURRING_JOBS.statsRecompute.everyMs),
  /** How often ended appointments are marked completed. */
  COMPLETE_APPOINTMENTS_EVERY_MS: ms(RECURRING_JOBS.completeAppointments.everyMs),
  /** How often delivered outbox rows past their retention are removed. */
  OUTBOX_PRUNE_EVERY_MS: ms(RECURRING_JOBS.outboxPrune.everyMs),
});

export type StatsConfig = z.infer<typeof statsConfigSchema>;

export function loadStatsConfig(env: Record<string, string | undefined>): StatsConfig {
  return parseConfig(statsConfigSchema, env);
}
