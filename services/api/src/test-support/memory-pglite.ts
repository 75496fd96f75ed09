import { afterAll, beforeAll } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '@petvet/shared/server';

/**
 * A fresh, migrated embedded database (PGlite in memory) for the tests of one file: the default
 * a new machine runs on, checked for the guarantees PostgreSQL gives.
 */
export function useMemoryPglite() {
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', migrate: true });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const db = (): Database => {
    if (!handle) throw new Error('the embedded database is opened before the tests run');
    return handle.db;
  };
  return {
    db,
    /** Runs one statement and answers its rows. */
    run: async <T>(query: SQL) => rowsOf<T>(await db().execute(query)),
  };
}
