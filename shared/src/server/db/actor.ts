import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Names the account making the changes of the current transaction. Migration 0025's trigger
 * reads it to record who booked, confirmed, cancelled or moved each appointment; changes made
 * without it (workers, the database console) are recorded as made by the system.
 * Call it first thing inside the transaction: the setting ends with the transaction.
 */
export async function actAs(tx: Database, accountId: string | null): Promise<void> {
  if (!accountId) return;
  await tx.execute(sql`select set_config('petvet.actor', ${accountId}, true)`);
}
