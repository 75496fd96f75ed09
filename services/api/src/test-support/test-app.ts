import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { petSchema } from '@petvet/shared';
import { createLogger, openDatabase, type DatabaseHandle } from '@petvet/shared/server';
import { createApp } from '../app';
import { loadApiConfig } from '../config';
import type { AppDeps } from '../deps';
import { createBullJobQueue } from '../modules/queue/job-queue';
// Brings in the typed inject() keys (databaseUrl, redisUrl, queuePrefix) the global setup provides.
import type {} from '../../../../test-support/global-setup';

export interface TestApp {
  app: Express;
  deps: AppDeps;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  redisUrl?: string;
  /** Another database than the run's shared one (which the global setup has migrated). */
  database?: { url: string; migrate: boolean; poolSize: number };
  queuePrefix?: string;
}

/** The real app over the run's fresh PostgreSQL database and the real Redis. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? { url: inject('databaseUrl'), migrate: false, poolSize: 20 };
  const handle = await openDatabase({
    databaseUrl: database.url,
    migrate: database.migrate,
    poolSize: database.poolSize,
  });
  const config = loadApiConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '1000',
    SCRAPE_RATE_LIMIT: '1000',
    ...options.env,
  });
  const logger = createLogger('api-test', 'silent');
  const jobs = createBullJobQueue({
    redisUrl: options.redisUrl ?? inject('redisUrl'),
    prefix: options.queuePrefix ?? inject('queuePrefix'),
    logger,
  });
  const deps: AppDeps = {
    db: handle.db,
    config: { ...config, JWT_SECRET: config.JWT_SECRET ?? '' },
    logger,
    jobs,
    now: options.now ?? (() => new Date()),
    pingDatabase: handle.ping,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    handle,
    close: async () => {
      await jobs.close();
      await handle.close();
    },
  };
}

export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}@example.test`;

export interface TestAccount {
  token: string;
  email: string;
  password: string;
  user: { id?: string; email: string; firstName: string; lastName: string; userType: string };
}

/** Registers an account through the public API, as a client would. */
export async function registerAccount(
  app: Express,
  userType: 'pet_owner' | 'vet_business' = 'pet_owner',
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const password = 'correct-horse-1';
  const body = {
    email: uniqueEmail(userType),
    password,
    firstName: userType === 'pet_owner' ? 'Olivia' : 'Victor',
    lastName: userType === 'pet_owner' ? 'Owner' : 'Vet',
    userType,
    ...overrides,
  };
  const res = await request(app).post('/api/auth/register').send(body);
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: res.body.token, email: String(body.email), password, user: res.body.user };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A pet of the owner behind the token, made through the public API; answers its id. */
export async function createPet(
  app: Express,
  token: string,
  pet: Record<string, unknown> = { name: 'Rex', species: 'Dog' },
): Promise<string> {
  const res = await request(app).post('/api/users/pets').set(bearer(token)).send(pet);
  return petSchema.parse(res.body).id;
}
