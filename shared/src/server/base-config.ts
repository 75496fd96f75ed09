import { z } from 'zod';

/** An empty variable (`FOO=` in a .env file or compose) means unset, so the default applies. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A setting read from the environment: empty counts as unset, then `schema` applies. */
export const envValue = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToUndefined, schema);

/** A whole number from min to max, `fallback` when unset. */
export const envInt = (min: number, max: number, fallback: number) =>
  envValue(z.coerce.number().int().min(min).max(max).default(fallback));

/** "true" or "false", read as a boolean, `fallback` when unset. */
export const envFlag = (fallback: boolean) =>
  envValue(z.enum(['true', 'false']).default(fallback ? 'true' : 'false')).transform(
    (value) => value === 'true',
  );

/** Settings every process shares; each service extends this with its own. */
export const baseConfigSchema = z.object({
  DATABASE_URL: envValue(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: envValue(z.string().default('./data')),
  REDIS_URL: envValue(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .default('redis://127.0.0.1:6379'),
  ),
  /** Key prefix for every queue, so several deployments (or test runs) can share one Redis. */
  QUEUE_PREFIX: envValue(z.string().default('petvet')),
  /**
   * How long a queued or running crawl may go without news before it counts as lost: the queue is
   * asked about it (scraper-worker) or a new request replaces it (API). The default outlasts a
   * crawl's every attempt with the default scraper settings (3 x (60 s + 2 x 90 s lock) + 15 s).
   */
  CRAWL_STUCK_AFTER_MS: envValue(
    z.coerce
      .number()
      .int()
      .min(1_000)
      .default(15 * 60 * 1000),
  ),
  /** Where people reach the site: links in emails and calendar addresses start with it. */
  PUBLIC_URL: envValue(
    z
      .string()
      .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  LOG_LEVEL: envValue(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** Parse settings or stop with one clear line per bad value. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
