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
import { renderHtml, renderText } from './mail-layout';

interface ClaimFacts {
  email: string;
  practiceId: number;
  practiceName: string;
  claimant: string;
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
        a.email as claimant
      from claim join global_practices p on p.id = claim.practice_id
        join accounts a on a.id = claim.account_id and a.deleted_at is null`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.practicePrices(facts.practiceId)}`;
  const body = {
    greeting: 'Hello,',
    paragraphs: [
      `The PetVet account ${facts.claimant} asked to review and correct the prices PetVet shows for ${facts.practiceName}, and gave this address to prove it speaks for the practice.`,
      `The code is ${code}. Type it on the page that asked for it; it works for ${PRACTICE_CLAIM_CODE_VALID_MINUTES} minutes.`,
      'If nobody at the practice asked for this, ignore this email: nobody can change its prices without the code.',
    ],
    facts: [
      ['Practice', facts.practiceName],
      ['Asked by', facts.claimant],
    ] as Array<[string, string]>,
    action: { label: 'Open the price review', url },
  };
  return {
    role: 'clinic',
    to: facts.email,
    // The subject is kept in the delivery log: it never holds the code.
    subject: `Your PetVet code for ${facts.practiceName}`,
    text: renderText(body),
    html: renderHtml(body),
  };
}
