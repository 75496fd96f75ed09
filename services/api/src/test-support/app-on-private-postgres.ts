import type { Express } from 'express';
import { createApp } from '../app';
import { captureLog, type CapturedLog } from './log-capture';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { createTestApp } from './test-app';

/** The real app on a migrated PostgreSQL cluster of its own, its log captured as in production. */
export interface AppOnPrivatePostgres {
  cluster: PrivatePostgres;
  app: Express;
  log: CapturedLog;
  /** Closes the app and removes the cluster. */
  close(): Promise<void>;
}

export async function startAppOnPrivatePostgres(): Promise<AppOnPrivatePostgres> {
  const cluster = await startPrivatePostgres();
  try {
    const t = await createTestApp({ database: { url: cluster.url, migrate: true, poolSize: 4 } });
    const log = captureLog();
    return {
      cluster,
      app: createApp({ ...t.deps, logger: log.logger }),
      log,
      close: async () => {
        await t.close();
        await cluster.destroy();
      },
    };
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
}
