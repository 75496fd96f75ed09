import { inject } from 'vitest';
import { createScratchDatabase, openDatabase, type DatabaseHandle } from '@petvet/shared/server';
import type {} from './global-setup';

/**
 * A migrated database of the test file's own: test files run side by side, and a recompute in
 * one file must not overwrite the figures another file is checking. `prefix` names the service,
 * so a leftover database says whose it was.
 */
export async function freshDatabase(
  prefix: string,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const database = await createScratchDatabase(inject('databaseUrl'), prefix);
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  return {
    ...handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}
