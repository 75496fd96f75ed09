import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import {
  PROCESS_CONNECTION_ID,
  PROCESS_CONNECTION_PREFIX,
  type Database,
} from '@petvet/shared/server';

/**
 * Who runs a keyed request, so a key cannot outlive the process that held it. On PostgreSQL each
 * API process holds a session advisory lock (HOLDER_LOCK_SPACE, its own number) on a connection of
 * its own for as long as it lives: when the process dies its connection closes and the lock is
 * gone at that moment. A key "in progress" under a holder whose lock is gone, and none of whose
 * connections is still running a statement, is free to take over: the dead request's work was
 * rolled back with its connections. On PGlite only this process can have the data open, so any
 * other holder is a dead one.
 */
export interface KeyHolder {
  /** This process's number, once it holds its lock; null while it cannot (keys then expire). */
  id(): Promise<number | null>;
  /** SQL true when the row's holder column names a process that is gone. */
  isGone(holder: SQL): SQL;
}

// The first key of the two-key advisory lock: this feature's own namespace.
const HOLDER_LOCK_SPACE = 7_202_612;

function pgliteHolder(): KeyHolder {
  const id = randomInt(1, 2 ** 31 - 1);
  return {
    id: () => Promise.resolve(id),
    isGone: (holder) => sql`(${holder} is not null and ${holder} <> ${id})`,
  };
}

function postgresHolder(pool: pg.Pool): KeyHolder {
  // The number every connection of this process is named by (see openDatabase).
  const id = PROCESS_CONNECTION_ID;
  let held: Promise<number | null> | null = null;

  async function take(): Promise<number | null> {
    const client = new pg.Client({ ...pool.options });
    try {
      await client.connect();
      await client.query('select pg_advisory_lock($1, $2)', [HOLDER_LOCK_SPACE, id]);
    } catch {
      await client.end().catch(() => undefined);
      held = null;
      return null;
    }
    // The lock's connection must never keep the process alive by itself.
    (client as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
    // Lost (the server restarted): the next keyed request takes the lock again.
    client.on('error', () => {
      held = null;
    });
    client.on('end', () => {
      held = null;
    });
    return id;
  }

  return {
    id: () => (held ??= take()),
    isGone: (holder) => sql`(${holder} is not null and not exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted
        and database = (select oid from pg_database where datname = current_database())
        and classid::bigint = ${HOLDER_LOCK_SPACE} and objid::bigint = ${holder} and objsubid = 2)
      and not exists (
        select 1 from pg_stat_activity
        where application_name = ${PROCESS_CONNECTION_PREFIX} || ${holder}))`,
  };
}

// One holder per database a process uses, however many routers ask for it.
const holders = new WeakMap<Database, KeyHolder>();

export function keyHolderOf(db: Database): KeyHolder {
  let holder = holders.get(db);
  if (!holder) {
    const client: unknown = (db as { $client?: unknown }).$client;
    holder = client instanceof pg.Pool ? postgresHolder(client) : pgliteHolder();
    holders.set(db, holder);
  }
  return holder;
}
