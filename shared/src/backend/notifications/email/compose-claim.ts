import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import type { ComposedEmail } from './compose-appointment';
import { paths } from '../../../paths';
import { mailLocale, mailWordsIn } from './mail-i18n';
import { renderHtml, renderText, type MailBody } from './mail-layout';

/**
 * The password hash of an account the clinic's front desk made and nobody has claimed: not an argon2
 * hash, so no password ever verifies against it (a malformed hash is a failed sign-in).
 */
export const UNCLAIMED_PASSWORD_HASH = '!unclaimed';

/** A claim link is good for this long after its email is sent. */
export const CLAIM_VALID_DAYS = 7;

/** Only this hash of a claim token is stored: a leaked table cannot claim an account. */
export const hashClaimToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

interface ClaimFacts {
  email: string;
  firstName: string;
  /** Null: no visit names a clinic, or the clinic has no name (the reader's words stand in). */
  clinicName: string | null;
  petName: string | null;
  locale: string;
}

/**
 * The "set your password" email of an account the clinic's front desk made. The token is made here, at
 * sending, and only its hash written (with a fresh 7-day end), so the outbox never holds it; a
 * claim already used or gone sends nothing.
 */
export async function composeClaimEmail(
  db: Database,
  claimId: string,
  publicUrl: string,
  now: Date,
): Promise<ComposedEmail | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CLAIM_VALID_DAYS * 86_400_000);
  const [facts] = rowsOf<ClaimFacts>(
    await db.execute(sql`with claim as (
        update account_claims set token_hash = ${hashClaimToken(token)},
          expires_at = ${expiresAt.toISOString()}
        where id = ${claimId} and used_at is null
        returning account_id)
      select o.email, o.first_name as "firstName", o.locale,
        (select nullif(trim(c.business_name), '') from appointments a join clinics c on c.id = a.clinic_id
          where a.owner_id = o.id order by a.created_at desc limit 1) as "clinicName",
        (select p.name from pets p where p.owner_id = o.id order by p.created_at limit 1) as "petName"
      from claim join accounts o on o.id = claim.account_id`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.claimAccount(`token=${encodeURIComponent(token)}`)}`;
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  const clinic = facts.clinicName ?? t('mail.yourClinic');
  const body: MailBody = {
    locale,
    greeting: t('mail.greeting', { name: facts.firstName }),
    paragraphs: [
      facts.petName
        ? t('claim.bookedPet', { clinic, pet: facts.petName })
        : t('claim.booked', { clinic }),
      t('claim.setPassword', { days: CLAIM_VALID_DAYS }),
    ],
    facts: [[t('fact.email'), facts.email]],
    action: { label: t('claim.action'), url },
  };
  return {
    role: 'owner',
    to: facts.email,
    subject: t('claim.subject', { clinic }),
    text: renderText(body),
    html: renderHtml(body),
  };
}
