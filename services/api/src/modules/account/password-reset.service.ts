import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError, LINK_INVALID_TEXT } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { hashLinkToken, publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../auth/password-hasher';
import { endSessions } from './session-store';

const linkInvalid = () => new AppError('LINK_INVALID', LINK_INVALID_TEXT);

/**
 * Password reset by an emailed link. The request never tells whether the address has an account;
 * the link is single use, good for 60 minutes from its sending (the notifier makes its token and
 * stores only the hash), and using it ends every session of the account.
 */
export function createPasswordResetService(deps: Pick<AppDeps, 'db' | 'now'>) {
  return {
    /**
     * Records a link for the address's account, if there is one, and its email in the same
     * transaction. Known and unknown addresses run the same statements (an insert that finds no
     * account inserts nothing), so neither the answer nor its time tells them apart. One link a
     * minute per account: repeated requests do not flood its inbox.
     */
    async request(email: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const [link] = rowsOf<{ id: string }>(
          await tx.execute(sql`insert into account_links (account_id, purpose, email)
            select a.id, 'password-reset', a.email from accounts a
            where lower(a.email) = lower(${email}) and a.deleted_at is null
              and not exists (select 1 from account_links l where l.account_id = a.id
                and l.purpose = 'password-reset' and l.created_at > now() - interval '1 minute')
            returning id`),
        );
        // An unknown address writes an event too and takes it back: both paths then run the same
        // statements and commit a write (which waits for the disk), so both take the same time.
        await tx.execute(sql`savepoint reset_email`);
        await publishNotification(tx, { kind: 'password-reset', linkId: link?.id ?? randomUUID() });
        await tx.execute(
          link ? sql`release savepoint reset_email` : sql`rollback to savepoint reset_email`,
        );
      });
    },

    /**
     * Sets the new password from the link's token, in one transaction: the guarded update uses the
     * link up (a second use finds nothing), the address is taken as verified (the link reached
     * it), the account's other reset links end with it, and every session ends, so whoever had
     * the old password is signed out everywhere.
     */
    async confirm(input: { token: string; password: string }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const now = deps.now().toISOString();
      await deps.db.transaction(async (tx) => {
        const [link] = rowsOf<{ accountId: string; email: string }>(
          await tx.execute(sql`update account_links set used_at = ${now}
            where token_hash = ${hashLinkToken(input.token)} and purpose = 'password-reset'
              and used_at is null and expires_at > ${now}
            returning account_id as "accountId", email`),
        );
        if (!link) throw linkInvalid();
        // A link proves the address it was sent to: an account closed or moved to another
        // address since is not reset by it (the throw rolls the link's use back too).
        const [account] = rowsOf<{ id: string }>(
          await tx.execute(sql`update accounts set password_hash = ${passwordHash},
              email_verified_at = coalesce(email_verified_at, ${now})
            where id = ${link.accountId} and deleted_at is null
              and lower(email) = lower(${link.email})
            returning id`),
        );
        if (!account) throw linkInvalid();
        await tx.execute(sql`update account_links set used_at = ${now}
          where account_id = ${account.id} and purpose = 'password-reset' and used_at is null`);
        await endSessions(tx, account.id, { reason: 'password-reset' });
      });
    },
  };
}
