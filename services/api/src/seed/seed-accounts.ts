import { inArray, sql } from 'drizzle-orm';
import type { UserType } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { hashPassword } from '../modules/auth/password-hasher';
import { seedId } from './seed-random';

export interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  userType: UserType;
}

/** Documented in the README: sign in with these to see a populated product. */
export const DEMO_OWNER: SeedAccount = {
  email: 'owner@petvet.test',
  password: 'petowner123',
  firstName: 'Olivia',
  lastName: 'Bennett',
  phone: '+44 7700 900123',
  userType: 'pet_owner',
};

export const DEMO_BUSINESS: SeedAccount = {
  email: 'vet@petvet.test',
  password: 'vetbusiness123',
  firstName: 'Victor',
  lastName: 'Hale',
  phone: '+44 20 7946 0101',
  userType: 'vet_business',
};

/** Other pet owners, so clinics have reviews and the business dashboard has customers. */
export const CUSTOMERS: SeedAccount[] = [
  ['james.carter', 'James', 'Carter'],
  ['sofia.rossi', 'Sofia', 'Rossi'],
  ['amir.khan', 'Amir', 'Khan'],
  ['emma.wilson', 'Emma', 'Wilson'],
].map(([local, firstName, lastName]) => ({
  email: `${local}@petvet.test`,
  password: DEMO_OWNER.password,
  firstName: firstName!,
  lastName: lastName!,
  userType: 'pet_owner' as const,
}));

/**
 * Creates the accounts that do not exist yet (hashing only for those) and answers every
 * account's id by email, whether it was created now or earlier (even by registering).
 */
export async function ensureAccounts(
  db: Database,
  accounts: SeedAccount[],
): Promise<Map<string, string>> {
  const emails = accounts.map((account) => account.email.toLowerCase());
  const existing = await idsByEmail(db, emails);
  const missing = accounts.filter((account) => !existing.has(account.email.toLowerCase()));
  if (missing.length > 0) {
    const rows = await Promise.all(
      missing.map(async (account) => ({
        id: seedId(`account:${account.email.toLowerCase()}`),
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone ?? null,
        userType: account.userType,
        // The demo's addresses are taken as verified: their reminders and offers go out.
        emailVerifiedAt: new Date(),
      })),
    );
    await db.insert(schema.accounts).values(rows).onConflictDoNothing();
  }
  return idsByEmail(db, emails);
}

async function idsByEmail(db: Database, emails: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: schema.accounts.id, email: schema.accounts.email })
    .from(schema.accounts)
    .where(inArray(sql`lower(${schema.accounts.email})`, emails));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}
