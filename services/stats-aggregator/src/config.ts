import { z } from 'zod';
import { baseConfigSchema, envValue, parseConfig } from '@petvet/shared/server';

const ms = (fallback: number) => envValue(z.coerce.number().int().min(1_000).default(fallback));

export const statsConfigSchema = baseConfigSchema.extend({
  /** How often the scheduler recomputes the global stats even when nobody asked. */
  STATS_RECOMPUTE_EVERY_MS: ms(10 * 60 * 1000),
  /** How often ended appointments are marked completed. */
  COMPLETE_APPOINTMENTS_EVERY_MS: ms(60 * 1000),
});

export type StatsConfig = z.infer<typeof statsConfigSchema>;

export function loadStatsConfig(env: Record<string, string | undefined>): StatsConfig {
  return parseConfig(statsConfigSchema, env);
}
