import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: node-postgres against a server, or PGlite embedded in the process. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pg' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent, PGlite keeps the data in dataDir. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Apply pending migrations before answering (both drivers). */
  migrate?: boolean;
  poolSize?: number;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

// Several processes may start at once against one server: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 7_202_611;

/**
 * This process's number among those using the database: every connection it opens is named
 * `petvet-<number>` (application_name), so another process can tell whether any statement of it
 * still runs (an API process's Idempotency-Key claims are freed only once none does).
 */
export const PROCESS_CONNECTION_ID = randomInt(1, 2 ** 31 - 1);
export const PROCESS_CONNECTION_PREFIX = 'petvet-';
export const processConnectionName = (id: number) => `${PROCESS_CONNECTION_PREFIX}${id}`;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}

async function openPostgres(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    // Compiling a plan pays off for long analytic queries, not for the short reads and writes of
    // a request: a search whose estimated cost crossed the JIT threshold spent about 400 ms
    // compiling for a few milliseconds of work. A statement whose process died is aborted within
    // a second (PostgreSQL 14+), even while it waits on a lock, instead of committing later.
    options: '-c jit=off -c client_connection_check_interval=1000',
    application_name: processConnectionName(PROCESS_CONNECTION_ID),
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Database;
  if (options.migrate) {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  }
  return {
    db,
    driver: 'pg',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  // btree_gist: the exclusion constraint that keeps a clinic's appointments from overlapping.
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? './data';
  const extensions = { cube, earthdistance, btree_gist };
  let client: InstanceType<typeof PGlite>;
  if (dataDir === 'memory://') {
    client = new PGlite({ extensions });
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  if (options.migrate) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  }
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Rows of a raw query, whichever driver answered it. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
