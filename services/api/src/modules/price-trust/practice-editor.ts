import { sql } from 'drizzle-orm';
import { AppError, PRICE_TRUST_TEXTS } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Whether the account has proved it controls the practice's website: a verified claim on it.
 * Verified claims do not expire (expires_at only bounds the proof while it is pending).
 */
export async function isPracticeEditor(
  db: Database | Tx,
  practiceId: number,
  accountId: string,
): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select exists(
        select 1 from practice_claims
        where practice_id = ${practiceId} and account_id = ${accountId} and status = 'verified'
      ) as ok`),
  );
  return row?.ok === true;
}

/** Refuses (FORBIDDEN) an account that has not proved it controls the practice's website. */
export async function assertPracticeEditor(
  db: Database | Tx,
  practiceId: number,
  accountId: string,
): Promise<void> {
  if (!(await isPracticeEditor(db, practiceId, accountId)))
    throw new AppError('FORBIDDEN', PRICE_TRUST_TEXTS.notClaimant);
}
