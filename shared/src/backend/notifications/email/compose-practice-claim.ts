import { sql } from 'drizzle-orm';
import { notificationEventKey } from '../../../jobs/notify-events';
import { paths } from '../../../paths';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import {
  PRACTICE_CLAIM_CODE_VALID_MINUTES,
  hashPracticeClaimSecret,
  practiceClaimCode,
} from '../../practice-claims/claim-secret';
import { createDeliveryLog } from '../delivery-log.repository';
import type { ComposedEmail } from './compose-appointment';
import { mailLocale, mailWordsIn } from './mail-i18n';
import { renderHtml, renderText, type MailBody } from './mail-layout';

interface ClaimFacts {
  email: string;
  practiceId: number;
  practiceName: string;
  claimant: string;
  /** The claimant's language: the practice's address is theirs to prove. */
  locale: string;
}

/**
 * The code that proves the claimant reads mail at the practice's own domain. It is made here, at
 * sending, and only its hash written (with a fresh hour), so the outbox never holds it. A claim
 * no longer waiting for its code, or one whose code went out already (a retry of the job after
 * the send), sends nothing: a new code would silently void the one in the inbox.
 */
export async function composePracticeClaimEmail(
  db: Database,
  claimId: string,
  publicUrl: string,
  now: Date,
): Promise<ComposedEmail | null> {
  const key = notificationEventKey({ kind: 'practice-claim-code', claimId });
  if (await createDeliveryLog(db).wasDelivered(key, 'email', 'clinic')) return null;
  const code = practiceClaimCode();
  const expiresAt = new Date(now.getTime() + PRACTICE_CLAIM_CODE_VALID_MINUTES * 60_000);
  const [facts] = rowsOf<ClaimFacts>(
    await db.execute(sql`with claim as (
        update practice_claims set token_hash = ${hashPracticeClaimSecret(code)},
          expires_at = ${expiresAt.toISOString()}
        where id = ${claimId} and method = 'email' and status = 'pending' and attempts = 0
          and email is not null
        returning practice_id, account_id, email)
      select claim.email, p.id::int as "practiceId", p.name as "practiceName",
        a.email as claimant, a.locale
      from claim join global_practices p on p.id = claim.practice_id
        join accounts a on a.id = claim.account_id and a.deleted_at is null`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.practicePrices(facts.practiceId)}`;
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  const body: MailBody = {
    locale,
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      t('practiceClaim.asked', { claimant: facts.claimant, practice: facts.practiceName }),
      t('practiceClaim.code', { code: String(code), minutes: PRACTICE_CLAIM_CODE_VALID_MINUTES }),
      t('practiceClaim.notYou'),
    ],
    facts: [
      [t('fact.practice'), facts.practiceName],
      [t('fact.askedBy'), facts.claimant],
    ],
    action: { label: t('practiceClaim.action'), url },
  };
  return {
    role: 'clinic',
    to: facts.email,
    // The subject is kept in the delivery log: it never holds the code.
    subject: t('practiceClaim.subject', { practice: facts.practiceName }),
    text: renderText(body),
    html: renderHtml(body),
  };
}
