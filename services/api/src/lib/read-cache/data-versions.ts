import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Database } from '@petvet/shared/server';

/** The scopes of public data the database versions (see the data_versions migration). */
export type DataScope = 'clinics' | 'slots' | 'directory' | 'stats';

/** What one read of the versions saw. */
export interface VersionSnapshot {
  /** Each scope's version as text (a bigint sum); a scope absent reads as "0". */
  versions: Readonly<Record<string, string>>;
  /**
   * The first moment (ms) after the read's clock when a live slot hold lapses: the held time
   * becomes free then with no write, so an answer about free time is only right until it.
   */
  nextHoldExpiry: number | null;
}

/**
 * Version reads in flight at once. One: a request waits at most two short round trips, and under
 * load each read serves every request that arrived while the previous one ran (measured: more in
 * flight cost more CPU per request for no more requests per second).
 */
const MAX_IN_FLIGHT = 1;

interface Waiting {
  promise: Promise<VersionSnapshot>;
  resolve: (s: VersionSnapshot) => void;
  reject: (e: unknown) => void;
}

function waitingRead(): Waiting {
  let resolve!: (s: VersionSnapshot) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<VersionSnapshot>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * On PostgreSQL the versions are read over connections of their own: on the app's pool they would
 * queue behind slow handler queries, and every cached answer would wait for the slowest miss.
 * Idle for a second they close, and they never hold the process open. PGlite has one connection.
 */
function readerDatabase(db: Database): Database {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return db;
  const own = new pg.Pool({
    ...client.options,
    max: MAX_IN_FLIGHT,
    idleTimeoutMillis: 1_000,
    allowExitOnIdle: true,
  });
  // A connection lost while idle is replaced at the next read; a read that fails says so.
  own.on('error', () => undefined);
  return drizzle(own, { schema }) as unknown as Database;
}

/** One read of every scope's version and the next hold lapse, as a prepared statement. */
export function versionsQuery(db: Database, now: () => Date): () => Promise<VersionSnapshot> {
  // Prepared once per connection: parsed and planned once, then only executed.
  const versionsNow = readerDatabase(db)
    .select({
      scope: schema.dataVersions.scope,
      version: sql<string>`sum(${schema.dataVersions.version})::text`,
      nextExpiry: sql<Date | string | null>`(select min(expires_at) from slot_holds
        where expires_at > ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(schema.dataVersions)
    .groupBy(schema.dataVersions.scope)
    .prepare('read_data_versions');

  return async function query(): Promise<VersionSnapshot> {
    const rows = await versionsNow.execute({ now: now().toISOString() });
    const versions: Record<string, string> = {};
    for (const row of rows) versions[row.scope] = row.version;
    const expiry = rows[0]?.nextExpiry;
    return { versions, nextHoldExpiry: expiry == null ? null : new Date(expiry).getTime() };
  };
}

/**
 * Reads the versions fresh for every caller at the cost of one small query for many: a caller
 * never joins a query that was already running when it called (that query may have taken its
 * snapshot before a change the caller must see). Callers wait together for the next query, which
 * starts once the current turn of the event loop has taken in every request that had arrived
 * (so on PGlite, whose queries run on this thread, one query serves them all rather than each its
 * own), and no sooner than a running one ends when MAX_IN_FLIGHT are in flight. So any change
 * committed before a call is in the snapshot that call gets, and under load one query serves many.
 */
export function createVersionReader(query: () => Promise<VersionSnapshot>) {
  let inFlight = 0;
  let waiting: Waiting | undefined;
  let scheduled = false;

  function launch(): void {
    scheduled = false;
    const batch = waiting;
    if (!batch || inFlight >= MAX_IN_FLIGHT) return;
    waiting = undefined;
    inFlight += 1;
    query()
      .then(batch.resolve, batch.reject)
      .finally(() => {
        inFlight -= 1;
        launch();
      });
  }

  return {
    read(): Promise<VersionSnapshot> {
      waiting ??= waitingRead();
      if (!scheduled && inFlight < MAX_IN_FLIGHT) {
        scheduled = true;
        setImmediate(launch);
      }
      return waiting.promise;
    },
  };
}

export type VersionReader = ReturnType<typeof createVersionReader>;
