import type { Database } from '@petvet/shared/server';
import type { AccountReads } from '../../middleware/access';
import { createAuthRepository } from './auth.repository';

/** The auth module's side of the guards' reads (requireAuth checks the token's account). */
export function createAccountReads(db: Database): AccountReads {
  const accounts = createAuthRepository(db);
  return { userTypeOf: (accountId) => accounts.userTypeOf(accountId) };
}
