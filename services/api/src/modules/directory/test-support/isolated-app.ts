import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

export interface IsolatedApp extends TestApp {
  databaseUrl: string;
  queuePrefix: string;
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

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/**
 * The real app over a database of its own: directory tests count rows exactly, so they must not
 * see the practices other test files insert into the run's shared database at the same time.
 */
export async function createIsolatedApp(options: IsolatedAppOptions = {}): Promise<IsolatedApp> {
  let databaseUrl = options.databaseUrl;
  let owned = false;
  if (!databaseUrl) {
    const name = `petvet_dir_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await asAdmin(`create database "${name}"`);
    databaseUrl = withDatabase(inject('databaseUrl'), name);
    owned = true;
  }
  const queuePrefix =
    options.queuePrefix ?? `${inject('queuePrefix')}_${randomBytes(3).toString('hex')}`;
  const t = await createTestApp({
    env: options.env,
    redisUrl: options.redisUrl,
    database: { url: databaseUrl, migrate: owned, poolSize: 10 },
    queuePrefix,
  });
  return {
    ...t,
    databaseUrl,
    queuePrefix,
    close: async () => {
      await t.close();
      if (!owned) return;
      await asAdmin(
        `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`,
      );
    },
  };
}
