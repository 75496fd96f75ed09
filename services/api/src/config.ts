import { z } from 'zod';
import { baseConfigSchema, envValue, parseConfig } from '@petvet/shared/server';

export const apiConfigSchema = baseConfigSchema.extend({
  PORT: envValue(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: envValue(z.string().default('0.0.0.0')),
  NODE_ENV: envValue(z.enum(['development', 'production', 'test']).default('development')),
  /** HS256 signing secret; at least 32 characters. The embedded default generates one in DATA_DIR. */
  JWT_SECRET: envValue(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN_SECONDS: envValue(
    z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
  ),
  /** Per 15 minutes: registrations per IP, failed logins per IP and account (x5 per IP alone). */
  AUTH_RATE_LIMIT: envValue(z.coerce.number().int().positive().default(20)),
  /** Scrape requests per IP per hour. */
  SCRAPE_RATE_LIMIT: envValue(z.coerce.number().int().positive().default(30)),
  /** Page views per IP per minute: a person clicking through makes a few, more is a script. */
  PAGE_VIEW_RATE_LIMIT: envValue(z.coerce.number().int().positive().default(60)),
  /** Folder of the built SPA, served at / when present. */
  WEB_DIST_DIR: envValue(z.string().optional()),
  /** The site's address as visitors see it (https://petvet.example), for sitemap and robots.txt links; unset: the request's host. */
  PUBLIC_URL: envValue(z.url().optional()),
  /** Addresses per sitemap file (the sitemap protocol allows 50,000). */
  SITEMAP_PAGE_SIZE: envValue(z.coerce.number().int().min(1).max(50_000).default(50_000)),
  /** Operator credentials for /admin/queues ("user:password"); the UI is off when unset. */
  ADMIN_CREDENTIALS: envValue(
    z
      .string()
      .regex(/^[^:]+:.{8,}$/, 'must be user:password with a password of 8+ characters')
      .optional(),
  ),
  /** Number of proxies in front of the API, for client IPs in rate limits. */
  TRUST_PROXY: envValue(z.coerce.number().int().min(0).default(0)),
  /** Show Login/Register links on every host, not only on localhost. */
  PUBLIC_SIGNUP_LINKS: envValue(z.enum(['localhost', 'always']).default('localhost')),
  /** How long a stopping API waits for requests in flight before closing their connections. */
  SHUTDOWN_TIMEOUT_MS: envValue(z.coerce.number().int().min(0).default(10_000)),
  /** Seed demo data when the database is empty at start. */
  SEED_ON_START: envValue(z.enum(['true', 'false']).default('true')),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;

export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return parseConfig(apiConfigSchema, env);
}
