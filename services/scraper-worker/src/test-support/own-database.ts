import { inject } from 'vitest';
import { createScratchDatabase, openDatabase, type DatabaseHandle } from '@petvet/shared/server';
import type {} from '../../../../test-support/global-setup';

/**
 * A migrated database of the test file's own, for tests that sweep every crawl job in the
 * database: they must not touch the jobs other test files are running at the same time.
 */
export async function ownDatabase(): Promise<
  DatabaseHandle & { url: string; drop(): Promise<void> }
> {
  const database = await createScratchDatabase(inject('databaseUrl'), 'petvet_crawls');
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  return {
    ...handle,
    url: database.url,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}
