import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RESET_LINK_VALID_MINUTES } from '../../../contracts/account';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import { hashLinkToken } from './compose-verification';
import { renderHtml, renderText } from './mail-layout';

interface ResetFacts {
  email: string;
  firstName: string;
}

/**
 * The "choose a new password" email. The token is made here, at sending, and only its hash
 * written with an end 60 minutes after the sending, so the outbox never holds a token and a late
 * email still gets its full hour. A link already used, an account closed since, or an address
 * changed since the request sends nothing: the link would prove an address the account left.
 */
export async function composePasswordResetEmail(
  db: Database,
  linkId: string,
  publicUrl: string,
  now: Date,
): Promise<ComposedEmail | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_VALID_MINUTES * 60_000);
  const [facts] = rowsOf<ResetFacts>(
    await db.execute(sql`with link as (
        update account_links set token_hash = ${hashLinkToken(token)},
          expires_at = ${expiresAt.toISOString()}
        where id = ${linkId} and used_at is null and purpose = 'password-reset'
        returning account_id, email)
      select link.email, a.first_name as "firstName"
      from link join accounts a on a.id = link.account_id
      where a.deleted_at is null and lower(a.email) = lower(link.email)`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.resetPassword(`token=${encodeURIComponent(token)}`)}`;
  const body = {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [
      'Someone asked to choose a new password for the PetVet account with this email address.',
      `Choose it from the link below. The link works once, for ${RESET_LINK_VALID_MINUTES} minutes; choosing a new password signs the account out on every device.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    facts: [['Email', facts.email]] as Array<[string, string]>,
    action: { label: 'Choose a new password', url },
  };
  return {
    role: 'owner',
    to: facts.email,
    subject: 'Choose a new PetVet password',
    text: renderText(body),
    html: renderHtml(body),
  };
}
