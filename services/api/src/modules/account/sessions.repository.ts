import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UserType } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import type { LiveSession } from '../../middleware/access';

const { accounts, sessions } = schema;

/** last_seen_at is written at most this often per session, so reads stay reads. */
export const LAST_SEEN_EVERY_SECONDS = 60;

const STALE_AFTER = sql.raw(`interval '${LAST_SEEN_EVERY_SECONDS} seconds'`);

export interface SessionRecord {
  id: string;
  deviceLabel: string;
  address: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export function createSessionsRepository(db: Database) {
  // The check every signed-in request makes never changes shape: prepared once per connection,
  // it is one primary-key read joined to its account's primary key.
  const liveSession = db
    .select({
      accountId: sessions.accountId,
      userType: accounts.userType,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${STALE_AFTER}`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.endedAt),
        isNull(accounts.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_live');

  return {
    /** The live session with this id and its account's type, or null (ended, unknown, account gone). */
    async live(sessionId: string): Promise<LiveSession | null> {
      const [row] = await liveSession.execute({ id: sessionId });
      return row ? { ...row, userType: row.userType as UserType } : null;
    },

    /** Marks the session seen now, from this address; an ended session stays as it ended. */
    async touch(sessionId: string, address: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, address })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** The account's live sessions, the most recently seen first. */
    async listLive(accountId: string): Promise<SessionRecord[]> {
      return db
        .select({
          id: sessions.id,
          deviceLabel: sessions.deviceLabel,
          address: sessions.address,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /**
     * Ends one live session of this account; false when there is none (another account's, already
     * ended, unknown): the guard is in the UPDATE, so two revocations cannot both count.
     */
    async endOne(accountId: string, sessionId: string, reason: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.accountId, accountId),
            isNull(sessions.endedAt),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
