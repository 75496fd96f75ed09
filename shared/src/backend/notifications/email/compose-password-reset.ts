import { RESET_LINK_VALID_MINUTES } from '../../../contracts/account';
import type { Database } from '../../../server/db/client';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import { issueLinkToken } from './account-link-token';
import { renderHtml, renderText } from './mail-layout';

/**
 * The "choose a new password" email, its link good for 60 minutes from the sending. A link already used, an account closed since, or an address
 * changed since the request sends nothing: the link would prove an address the account left.
 */
export async function composePasswordResetEmail(
  db: Database,
  linkId: string,
  publicUrl: string,
  now: Date,
): Promise<ComposedEmail | null> {
  const facts = await issueLinkToken(
    db,
    linkId,
    ['password-reset'],
    RESET_LINK_VALID_MINUTES * 60_000,
    now,
  );
  if (!facts || facts.accountEmail.toLowerCase() !== facts.email.toLowerCase()) return null;
  const { token } = facts;
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
