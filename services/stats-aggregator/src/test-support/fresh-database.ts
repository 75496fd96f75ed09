import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@petvet/shared/server';
import type {} from '../../../../test-support/global-setup';

/**
 * A migrated database of the test file's own: test files run side by side, and a recompute in
 * one file must not overwrite the figures another file is checking.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const shared = inject('databaseUrl');
  const name = `petvet_stats_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), migrate: true });
  return {
    ...handle,
    async drop() {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
