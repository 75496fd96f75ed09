/**
 * Sessions as rows: every token names its session, and requireAuth refuses a token whose session
 * has ended. The other modules of the account start and end sessions only through these three.
 */
import type { Request } from 'express';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UserType } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import type { ApiConfig } from '../../config';
import { signToken } from '../../lib/tokens';
import { deviceLabelOf } from './device-label';

const { sessions } = schema;

/** What signs a session's token: the app's config (deps.config). */
export type SessionSigning = Pick<ApiConfig, 'JWT_EXPIRES_IN_SECONDS'> & { JWT_SECRET: string };

export interface SessionStart {
  accountId: string;
  userType: UserType;
  userAgent: string;
  address: string;
}

/** An address longer than an IPv6 one with its zone is not an address; cut, never refused. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * Writes the session's row and answers its signed token. Given a transaction, the session exists
 * only if the transaction commits, with whatever else signed the person in.
 */
export async function startSession(
  db: Database,
  input: SessionStart,
  signing: SessionSigning,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      accountId: input.accountId,
      deviceLabel: deviceLabelOf(input.userAgent),
      address: input.address.slice(0, MAX_ADDRESS_LENGTH),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return signToken(
    { sub: input.accountId, userType: input.userType, sid: row.id },
    signing.JWT_SECRET,
    signing.JWT_EXPIRES_IN_SECONDS,
  );
}

/**
 * Ends the account's live sessions (all, or all but `except`) and answers how many. requireAuth
 * reads the row on every request, so once the caller's transaction commits every API process
 * refuses those tokens on their next request.
 */
export async function endSessions(
  db: Database,
  accountId: string,
  options: { except?: string | null; reason: string },
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: options.reason })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.endedAt),
        options.except ? ne(sessions.id, options.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** The device a request comes from, as a session records it. */
export function deviceOf(req: Request): { userAgent: string; address: string } {
  return { userAgent: req.get('user-agent') ?? '', address: req.ip ?? '' };
}
