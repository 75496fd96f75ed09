import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import { isLocale, type Locale, type UserType } from '@petvet/shared';
import { startVerification } from '../account/email-verification.service';

const { accounts, clinics } = schema;

/** An account as the auth service needs it; the hash never travels further than the service. */
export interface AccountRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  passwordHash: string;
  emailVerified: boolean;
  totpEnabled: boolean;
  locale: Locale;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | undefined;
  userType: UserType;
  locale: Locale;
}

export const EMAIL_UNIQUE_CONSTRAINT = 'accounts_email_lower_key';

type AccountRow = typeof accounts.$inferSelect;

const toRecord = (row: AccountRow): AccountRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  userType: row.userType as UserType,
  passwordHash: row.passwordHash,
  emailVerified: row.emailVerifiedAt !== null,
  totpEnabled: row.totpEnabledAt !== null,
  locale: isLocale(row.locale) ? row.locale : 'en',
});

export function createAuthRepository(db: Database) {
  return {
    /** Case-insensitive, matching the unique index on lower(email). */
    async findByEmail(email: string): Promise<AccountRecord | null> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = lower(${email})`)
        .limit(1);
      return row ? toRecord(row) : null;
    },

    /** The account's language; null when the account is gone (or closed meanwhile). */
    async setLocale(id: string, locale: Locale): Promise<AccountRecord | null> {
      const [row] = await db
        .update(accounts)
        .set({ locale })
        .where(sql`${accounts.id} = ${id} and ${accounts.deletedAt} is null`)
        .returning();
      return row ? toRecord(row) : null;
    },

    async findById(id: string): Promise<AccountRecord | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row ? toRecord(row) : null;
    },

    /**
     * Creates the account and, for a business, its empty clinic in the same transaction, so a
     * business account never exists without the clinic its dashboard manages.
     */
    async create(account: NewAccount): Promise<AccountRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accounts)
          .values({ ...account, phone: account.phone ?? null })
          .returning();
        if (!row) throw new Error('account insert returned no row');
        if (account.userType === 'vet_business') {
          await tx.insert(clinics).values({ accountId: row.id });
        }
        // The address is proved by the emailed link; until then reminders and offers wait.
        await startVerification(tx, row);
        return toRecord(row);
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
