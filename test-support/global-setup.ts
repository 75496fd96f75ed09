import type { TestProject } from 'vitest/node';
import { createScratchDatabase, openDatabase, warmGazetteer } from '@petvet/shared/server';
import { resolveTestServices } from './test-services';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    queuePrefix: string;
  }
}

/** Each test project gets its own fresh, migrated database and its own Redis key prefix. */
export default async function setup(project: TestProject) {
  // The gazetteer's index is built once here (and saved), not by each test file that resolves a
  // place: on a fresh clone the first build takes seconds.
  warmGazetteer();
  const services = await resolveTestServices();
  const database = await createScratchDatabase(services.postgresAdminUrl, 'petvet_test');
  const handle = await openDatabase({ databaseUrl: database.url, migrate: true });
  await handle.close();

  project.provide('databaseUrl', database.url);
  project.provide('redisUrl', services.redisUrl);
  project.provide('queuePrefix', database.name);

  return async () => {
    await database.drop();
    await services.stop();
  };
}
