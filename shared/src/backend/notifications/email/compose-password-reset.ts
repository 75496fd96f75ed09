import { RESET_LINK_VALID_MINUTES } from '../../../contracts/account';
import type { Database } from '../../../server/db/client';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import { issueLinkToken } from './account-link-token';
import { mailLocale, mailWordsIn } from './mail-i18n';
import { renderHtml, renderText, type MailBody } from './mail-layout';

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
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  const body: MailBody = {
    locale,
    greeting: t('mail.greeting', { name: facts.firstName }),
    paragraphs: [
      t('reset.asked'),
      t('reset.choose', { minutes: RESET_LINK_VALID_MINUTES }),
      t('reset.notYou'),
    ],
    facts: [[t('fact.email'), facts.email]],
    action: { label: t('reset.action'), url },
  };
  return {
    role: 'owner',
    to: facts.email,
    subject: t('reset.subject'),
    text: renderText(body),
    html: renderHtml(body),
  };
}
