import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import { hashLinkToken, publishNotification } from '@petvet/shared/backend';
import { releaseWithheldMail } from './withheld-mail';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface UsedLink {
  accountId: string;
  purpose: 'verify-email' | 'change-email';
  email: string;
}

export function createEmailVerificationRepository(db: Database) {
  return {
    /**
     * The account, locked for the rest of the transaction (a resend and a change of address
     * wait for each other), with when its last verification link was asked for.
     */
    async lockAccount(tx: Tx, accountId: string) {
      const [row] = rowsOf<{
        email: string;
        verified: boolean;
        passwordHash: string;
        lastSentAt: string | null;
      }>(
        await tx.execute(sql`select a.email, a.email_verified_at is not null as verified,
            a.password_hash as "passwordHash",
            (select max(l.created_at) from account_links l
              where l.account_id = a.id and l.purpose = 'verify-email')::text as "lastSentAt"
          from accounts a where a.id = ${accountId} and a.deleted_at is null for update`),
      );
      return row ?? null;
    },

    /** Uses the link up when it is live: the one statement that decides, whatever runs beside it. */
    async useLink(tx: Tx, token: string, now: Date): Promise<UsedLink | null> {
      const [link] = rowsOf<UsedLink>(
        await tx.execute(sql`update account_links set used_at = ${now.toISOString()}
          where token_hash = ${hashLinkToken(token)} and used_at is null
            and expires_at > ${now.toISOString()} and purpose in ('verify-email', 'change-email')
          returning account_id as "accountId", purpose, email`),
      );
      return link ?? null;
    },

    /**
     * Marks the address verified, and for a change makes the link's address the account's (the
     * unique index on lower(email) refuses an address taken meanwhile). A verification link of an
     * address the account no longer has proves nothing: null. Answers whether the account was
     * unverified before, so its withheld mail is released.
     */
    async verify(tx: Tx, link: UsedLink, now: Date): Promise<{ wasUnverified: boolean } | null> {
      const [before] = rowsOf<{ wasUnverified: boolean; sameEmail: boolean }>(
        await tx.execute(sql`select email_verified_at is null as "wasUnverified",
            lower(email) = lower(${link.email}) as "sameEmail"
          from accounts where id = ${link.accountId} and deleted_at is null for update`),
      );
      if (!before || (link.purpose === 'verify-email' && !before.sameEmail)) return null;
      await tx.execute(sql`update accounts set email = ${link.email},
          email_verified_at = coalesce(email_verified_at, ${now.toISOString()})
        where id = ${link.accountId}`);
      return { wasUnverified: before.wasUnverified };
    },

    /** A new change of address replaces the one still waiting: only the newest link works. */
    async startChange(tx: Tx, accountId: string, email: string, previous: string, now: Date) {
      await tx.execute(sql`update account_links set used_at = ${now.toISOString()}
        where account_id = ${accountId} and purpose = 'change-email' and used_at is null`);
      const [link] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into account_links
            (account_id, purpose, email, previous_email, created_at)
          values (${accountId}, 'change-email', ${email}, ${previous}, ${now.toISOString()})
          returning id`),
      );
      if (!link) throw new Error('account link insert returned no row');
      await publishNotification(tx, { kind: 'verify-email', linkId: link.id });
      await publishNotification(tx, { kind: 'email-change-notice', linkId: link.id });
    },

    async emailTaken(email: string, accountId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from accounts
          where lower(email) = lower(${email}) and id <> ${accountId} limit 1`),
      );
      return rows.length > 0;
    },

    /** Publishes again the mail that waited for the verification (see withheld-mail.ts). */
    releaseWithheld: releaseWithheldMail,
  };
}
