import { AppError, type Session, type SessionsEnded } from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { endSessions } from './session-store';
import { createSessionsRepository } from './sessions.repository';

export const SESSION_NOT_FOUND_TEXT = 'No such session of yours is signed in';

/** The Security page's sessions: list them, end one, end all but this one, sign this one out. */
export function createSessionsService(deps: Pick<AppDeps, 'db'>) {
  const repository = createSessionsRepository(deps.db);

  return {
    async list(accountId: string, currentId: string): Promise<Session[]> {
      const rows = await repository.listLive(accountId);
      return rows.map((row) => ({
        id: row.id,
        deviceLabel: row.deviceLabel,
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentId,
      }));
    },

    /** Another account's session reads as unknown: ids never tell whose they are. */
    async revoke(accountId: string, sessionId: string): Promise<void> {
      const ended = await repository.endOne(accountId, sessionId, 'revoked');
      if (!ended) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND_TEXT);
    },

    async revokeOthers(accountId: string, currentId: string): Promise<SessionsEnded> {
      return {
        ended: await endSessions(deps.db, accountId, { except: currentId, reason: 'revoked' }),
      };
    },

    /** Ends the session the request came from; its token signs nothing in afterwards. */
    async logout(accountId: string, currentId: string): Promise<void> {
      await repository.endOne(accountId, currentId, 'logout');
    },
  };
}
