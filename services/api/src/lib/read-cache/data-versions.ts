import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';

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

interface SnapshotRow {
  versions: Record<string, string> | string | null;
  next_expiry: Date | string | null;
}

/**
 * Reads the versions fresh for every caller at the cost of one small query for many: a caller
 * never joins a query that was already running when it called (that query may have taken its
 * snapshot before a change the caller must see); it waits for the next one, which starts when the
 * running one ends and serves everyone who called meanwhile. So any change committed before a call
 * is in the snapshot that call gets, and under load there is one query in flight at a time.
 */
export function createVersionReader(db: Database, now: () => Date) {
  let running: Promise<VersionSnapshot> | undefined;
  let waiting:
    | {
        promise: Promise<VersionSnapshot>;
        resolve: (s: VersionSnapshot) => void;
        reject: (e: unknown) => void;
      }
    | undefined;

  async function query(): Promise<VersionSnapshot> {
    const [row] = rowsOf<SnapshotRow>(
      await db.execute(sql`select
          (select json_object_agg(scope, version) from (select scope, sum(version)::text as version
            from data_versions group by scope) v) as versions,
          (select min(expires_at) from slot_holds
            where expires_at > ${now().toISOString()}::timestamptz) as next_expiry`),
    );
    const versions =
      typeof row?.versions === 'string'
        ? (JSON.parse(row.versions) as Record<string, string>)
        : (row?.versions ?? {});
    const expiry = row?.next_expiry == null ? null : new Date(row.next_expiry).getTime();
    return { versions, nextHoldExpiry: expiry };
  }

  function start(): Promise<VersionSnapshot> {
    const current = query().finally(() => {
      running = undefined;
      const next = waiting;
      waiting = undefined;
      if (next) start().then(next.resolve, next.reject);
    });
    running = current;
    return current;
  }

  return {
    read(): Promise<VersionSnapshot> {
      if (!running) return start();
      if (!waiting) {
        let resolve!: (s: VersionSnapshot) => void;
        let reject!: (e: unknown) => void;
        const promise = new Promise<VersionSnapshot>((yes, no) => {
          resolve = yes;
          reject = no;
        });
        waiting = { promise, resolve, reject };
      }
      return waiting.promise;
    },
  };
}

export type VersionReader = ReturnType<typeof createVersionReader>;
