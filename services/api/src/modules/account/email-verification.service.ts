import { sql } from 'drizzle-orm';
import { rowsOf, type DbExecutor } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';

/**
 * Writes a verification link for the account's address and publishes its email in the caller's
 * transaction: the token and its 48 hours are made when the email is sent.
 */
export async function startVerification(
  tx: DbExecutor,
  account: { id: string; email: string },
  now?: Date,
): Promise<void> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const [link] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into account_links (account_id, purpose, email, created_at)
      values (${account.id}, 'verify-email', ${account.email}, ${at})
      returning id`),
  );
  if (!link) throw new Error('account link insert returned no row');
  await publishNotification(tx, { kind: 'verify-email', linkId: link.id });
}
