import { sql } from 'drizzle-orm';
import { VERIFY_LINK_VALID_HOURS } from '../../../contracts/account';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import { issueLinkToken, type IssuedLink } from './account-link-token';
import { mailLocale, mailWordsIn } from './mail-i18n';
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
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  const url = `${publicUrl}${paths.verifyEmail(`token=${encodeURIComponent(token)}`)}`;
  const action = { label: t('verify.action'), url };
  const validFor = t('verify.validFor', { hours: VERIFY_LINK_VALID_HOURS });
  const greeting = t('mail.greeting', { name: facts.firstName });
  if (facts.purpose === 'change-email')
    return owned(facts.email, t('verify.change.subject'), {
      locale,
      greeting,
      paragraphs: [
        t('verify.change.asked', {
          previous: facts.previousEmail ?? t('verify.change.currentOne'),
        }),
        `${t('verify.change.confirm')} ${validFor}`,
        t('verify.change.notYou'),
      ],
      facts: [[t('fact.newEmail'), facts.email]],
      action,
    });
  return owned(facts.email, t('verify.subject'), {
    locale,
    greeting,
    paragraphs: [t('verify.welcome'), `${t('verify.until')} ${validFor}`, t('verify.notYou')],
    facts: [[t('fact.email'), facts.email]],
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
        a.first_name as "firstName", a.locale
      from account_links l join accounts a on a.id = l.account_id
      where l.id = ${linkId} and l.purpose = 'change-email' and a.deleted_at is null`),
  );
  if (!facts?.previousEmail) return null;
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  return owned(facts.previousEmail, t('notice.subject'), {
    locale,
    greeting: t('mail.greeting', { name: facts.firstName }),
    paragraphs: [t('notice.asked', { email: facts.email }), t('notice.until'), t('notice.notYou')],
    facts: [[t('fact.newEmail'), facts.email]],
  });
}
