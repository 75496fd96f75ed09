import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@petvet/shared/server';
import { resolveTestServices } from './test-services';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    queuePrefix: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Each test project gets its own fresh, migrated database and its own Redis key prefix. */
export default async function setup(project: TestProject) {
  const services = await resolveTestServices();
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `petvet_test_${suffix}`;
  const admin = new pg.Client({ connectionString: services.postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();

  const databaseUrl = withDatabase(services.postgresAdminUrl, database);
  const handle = await openDatabase({ databaseUrl, migrate: true });
  await handle.close();

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('queuePrefix', `petvet_test_${suffix}`);

  return async () => {
    const cleanup = new pg.Client({ connectionString: services.postgresAdminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${database}" with (force)`);
    await cleanup.end();
    await services.stop();
  };
}
