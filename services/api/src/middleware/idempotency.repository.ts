import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';

const { idempotencyKeys } = schema;

/** Expired keys deleted per sweep: enough to keep up, small enough to never stall a request. */
const SWEEP_BATCH = 200;

export interface KeyScope {
  userId: string;
  key: string;
}

export interface KeyedRequest extends KeyScope {
  method: string;
  path: string;
  fingerprint: string;
}

export interface StoredKey {
  fingerprint: string;
  /** null while the first request with this key is still running. */
  statusCode: number | null;
  responseBody: unknown;
}

// Times come from the database clock, which every API process shares.
const expiry = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/** Who runs keyed requests; without one, a key in progress lasts until it expires. */
export interface HolderOfKeys {
  id: number | null;
  /** SQL true when the row's holder is a process that is gone (see idempotency-holder). */
  isGone(holder: SQL): SQL;
}

export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Takes the key for a new request: a new row in progress, or a row taken over that expired
     * or whose holder died mid-request (its work rolled back with its connection).
     * The unique (user, key) index decides between concurrent requests: null means a live row
     * already holds the key.
     */
    async claim(request: KeyedRequest, holder?: HolderOfKeys): Promise<number | null> {
      const orphaned = holder
        ? sql` or (${idempotencyKeys.statusCode} is null and ${holder.isGone(sql`${idempotencyKeys.holder}`)})`
        : sql``;
      const [row] = await db
        .insert(idempotencyKeys)
        .values({ ...request, holder: holder?.id ?? null })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: {
            method: request.method,
            path: request.path,
            fingerprint: request.fingerprint,
            statusCode: null,
            responseBody: null,
            holder: holder?.id ?? null,
            createdAt: sql`now()`,
          },
          setWhere: sql`(${idempotencyKeys.createdAt} <= ${expiry}${orphaned})`,
        })
        .returning({ id: idempotencyKeys.id });
      return row?.id ?? null;
    },

    /** The live (unexpired) row for this key, if any. */
    async find(scope: KeyScope): Promise<StoredKey | null> {
      const [row] = await db
        .select({
          fingerprint: idempotencyKeys.fingerprint,
          statusCode: idempotencyKeys.statusCode,
          responseBody: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, scope.userId),
            eq(idempotencyKeys.key, scope.key),
            gt(idempotencyKeys.createdAt, expiry),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Stores the answer once; a second completion of the same row changes nothing. */
    async complete(id: number, statusCode: number, responseBody: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, responseBody })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
    },

    /** Frees a key whose request changed nothing, so the client may send it again. */
    async release(id: number): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
    },

    /** Deletes a batch of expired keys; rows another sweep holds are skipped, never waited on. */
    async sweepExpired(): Promise<void> {
      await db.execute(sql`
        delete from ${idempotencyKeys} where ${idempotencyKeys.id} in (
          select ${idempotencyKeys.id} from ${idempotencyKeys}
          where ${idempotencyKeys.createdAt} <= ${expiry}
          order by ${idempotencyKeys.createdAt}
          limit ${SWEEP_BATCH}
          for update skip locked
        )`);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
