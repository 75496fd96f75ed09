import { sql } from 'drizzle-orm';
import { VERIFY_LINK_VALID_HOURS } from '../../../contracts/account';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import { issueLinkToken, type IssuedLink } from './account-link-token';
import { renderHtml, renderText, type MailBody } from './mail-layout';

const owned = (to: string, subject: string, body: MailBody): ComposedEmail => ({
  role: 'owner',
  to,
  subject,
  text: renderText(body),
  html: renderHtml(body),
});

/**
 * The link that proves an address: a new account's own, or the new address of a change, good for
 * 48 hours from the sending; a link used already sends nothing.
 */
export async function composeVerificationEmail(
  db: Database,
  linkId: string,
  publicUrl: string,
  now: Date,
): Promise<ComposedEmail | null> {
  const facts = await issueLinkToken(
    db,
    linkId,
    ['verify-email', 'change-email'],
    VERIFY_LINK_VALID_HOURS * 3_600_000,
    now,
  );
  if (!facts) return null;
  const { token } = facts;
  const url = `${publicUrl}${paths.verifyEmail(`token=${encodeURIComponent(token)}`)}`;
  const action = { label: 'Confirm this address', url };
  const validFor = `The link works once, for ${VERIFY_LINK_VALID_HOURS} hours.`;
  if (facts.purpose === 'change-email')
    return owned(facts.email, 'Confirm your new PetVet email address', {
      greeting: `Hello ${facts.firstName},`,
      paragraphs: [
        `You asked to use this address for your PetVet account instead of ${facts.previousEmail ?? 'your current one'}.`,
        `Confirm it to make the change. Until then, your emails keep going to your current address. ${validFor}`,
        'If you did not ask for this, ignore this email: nothing changes.',
      ],
      facts: [['New email', facts.email]],
      action,
    });
  return owned(facts.email, 'Confirm your PetVet email address', {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [
      'Welcome to PetVet. Please confirm that this address is yours, so your clinic can reach you here.',
      `Until you do, appointment reminders and waiting-list offers wait. ${validFor}`,
      'If you did not make a PetVet account, ignore this email.',
    ],
    facts: [['Email', facts.email]],
    action,
  });
}

/**
 * The notice to the address an account is leaving: the change waits for the new address's link,
 * and somebody who did not ask for it learns of it here, where they still read their mail.
 */
export async function composeEmailChangeNotice(
  db: Database,
  linkId: string,
): Promise<ComposedEmail | null> {
  const [facts] = rowsOf<Omit<IssuedLink, 'token' | 'accountEmail'>>(
    await db.execute(sql`select l.purpose, l.email, l.previous_email as "previousEmail",
        a.first_name as "firstName"
      from account_links l join accounts a on a.id = l.account_id
      where l.id = ${linkId} and l.purpose = 'change-email' and a.deleted_at is null`),
  );
  if (!facts?.previousEmail) return null;
  return owned(facts.previousEmail, 'Your PetVet email address is being changed', {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [
      `Someone signed in to your PetVet account asked to change its email address to ${facts.email}.`,
      'Nothing changes until the new address is confirmed from the link we sent to it; until then your emails keep coming here.',
      'If this was not you, change your password now and sign out your other devices on the Security page.',
    ],
    facts: [['New email', facts.email]],
  });
}
