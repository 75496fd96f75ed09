import type { Database } from '@petvet/shared/server';
import type { AccountReads } from '../../middleware/access';
import { createSessionsRepository } from './sessions.repository';

/** The account module's side of the guards' reads (requireAuth checks the token's session). */
export function createAccountReads(db: Database): AccountReads {
  const sessions = createSessionsRepository(db);
  return {
    liveSession: (sessionId) => sessions.live(sessionId),
    touchSession: (sessionId, address) => sessions.touch(sessionId, address),
  };
}
