import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';

/** Only this hash of an account link's token is stored: a leaked table proves no address. */
export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface IssuedLink {
  token: string;
  purpose: string;
  /** Where the link goes. */
  email: string;
  previousEmail: string | null;
  firstName: string;
  /** The account's address now (a reset link is only good while it is still the link's). */
  accountEmail: string;
  /** The language the account reads its emails in. */
  locale: string;
}

/**
 * An account link's token, made at sending: only its hash is written, with the link's end
 * `validMs` from now, so the outbox never holds a token and a late email still gets its full
 * time; a resent email's link is the one that works. A link already used, of another purpose, or
 * of a closed account gives null: nothing to send.
 */
export async function issueLinkToken(
  db: Database,
  linkId: string,
  purposes: readonly string[],
  validMs: number,
  now: Date,
): Promise<IssuedLink | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + validMs);
  const [link] = rowsOf<Omit<IssuedLink, 'token'>>(
    await db.execute(sql`with link as (
        update account_links set token_hash = ${hashLinkToken(token)},
          expires_at = ${expiresAt.toISOString()}
        where id = ${linkId} and used_at is null
          and purpose in (${sql.join(
            purposes.map((purpose) => sql`${purpose}`),
            sql`, `,
          )})
        returning account_id, purpose, email, previous_email)
      select link.purpose, link.email, link.previous_email as "previousEmail",
        a.first_name as "firstName", a.email as "accountEmail", a.locale
      from link join accounts a on a.id = link.account_id where a.deleted_at is null`),
  );
  return link ? { token, ...link } : null;
}
