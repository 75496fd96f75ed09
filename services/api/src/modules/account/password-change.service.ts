import { sql } from 'drizzle-orm';
import { AppError, CURRENT_PASSWORD_WRONG_TEXT } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { endSessions } from './session-store';

const currentPasswordWrong = () =>
  new AppError('VALIDATION_FAILED', CURRENT_PASSWORD_WRONG_TEXT, [
    { path: 'currentPassword', message: CURRENT_PASSWORD_WRONG_TEXT },
  ]);

/**
 * A signed-in person changes their password after typing the current one. The device they are
 * on stays signed in; every other session ends, so a device signed in with the old password is
 * refused on its next request.
 */
export function createPasswordChangeService(deps: Pick<AppDeps, 'db'>) {
  return {
    async change(
      who: { accountId: string; sessionId: string },
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      const [stored] = rowsOf<{ passwordHash: string }>(
        await deps.db.execute(sql`select password_hash as "passwordHash" from accounts
          where id = ${who.accountId} and deleted_at is null`),
      );
      if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword)))
        throw currentPasswordWrong();
      const passwordHash = await hashPassword(input.newPassword);
      await deps.db.transaction(async (tx) => {
        // Guarded by the hash just checked: of two changes made at once, the second finds the
        // password already changed and is refused like a wrong current password.
        const [changed] = rowsOf<{ id: string }>(
          await tx.execute(sql`update accounts set password_hash = ${passwordHash}
            where id = ${who.accountId} and password_hash = ${stored.passwordHash}
            returning id`),
        );
        if (!changed) throw currentPasswordWrong();
        await endSessions(tx, who.accountId, { except: who.sessionId, reason: 'password-changed' });
      });
    },
  };
}
