import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Express } from 'express';
import { createLogger, openDatabase, type DatabaseHandle } from '@petvet/shared/server';
import { createApp } from '../../../app';
import { loadApiConfig } from '../../../config';
import type { AppDeps } from '../../../deps';
import { createBullJobQueue } from '../../queue/job-queue';

export interface IsolatedApp {
  app: Express;
  deps: AppDeps;
  handle: DatabaseHandle;
  databaseUrl: string;
  queuePrefix: string;
  close(): Promise<void>;
}

export interface IsolatedAppOptions {
  env?: Record<string, string>;
  redisUrl?: string;
  /** Reuse a database made by an earlier call (so two apps can share it); else a fresh one. */
  databaseUrl?: string;
  queuePrefix?: string;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The real app over a database of its own: directory tests count rows exactly, so they must not
 * see the practices other test files insert into the run's shared database at the same time.
 */
export async function createIsolatedApp(options: IsolatedAppOptions = {}): Promise<IsolatedApp> {
  const shared = inject('databaseUrl');
  let databaseUrl = options.databaseUrl;
  let owned = false;
  if (!databaseUrl) {
    const name = `petvet_dir_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    databaseUrl = withDatabase(shared, name);
    owned = true;
  }
  const handle = await openDatabase({ databaseUrl, migrate: owned, poolSize: 10 });
  const config = loadApiConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '1000',
    SCRAPE_RATE_LIMIT: '1000',
    ...options.env,
  });
  const logger = createLogger('api-test', 'silent');
  const queuePrefix =
    options.queuePrefix ?? `${inject('queuePrefix')}_${randomBytes(3).toString('hex')}`;
  const jobs = createBullJobQueue({
    redisUrl: options.redisUrl ?? inject('redisUrl'),
    prefix: queuePrefix,
    logger,
  });
  const deps: AppDeps = {
    db: handle.db,
    config: { ...config, JWT_SECRET: config.JWT_SECRET ?? '' },
    logger,
    jobs,
    now: () => new Date(),
    pingDatabase: handle.ping,
  };
  return {
    app: createApp(deps),
    deps,
    handle,
    databaseUrl,
    queuePrefix,
    close: async () => {
      await jobs.close();
      await handle.close();
      if (!owned) return;
      const admin = new pg.Client({ connectionString: shared });
      await admin.connect();
      await admin.query(
        `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`,
      );
      await admin.end();
    },
  };
}
