/**
 * The second factor's rows: the sealed secret and its counters on the account, the hashed
 * recovery codes. Every change that a concurrent request could race is one guarded UPDATE, so two
 * processes never both accept the same code or both miss a wrong one.
 */
import { and, eq, exists, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { TOTP_LOCK_MINUTES, TOTP_MAX_FAILURES, type UserType } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';

const { accounts, recoveryCodes } = schema;

export interface SecondFactorState {
  id: string;
  email: string;
  userType: UserType;
  /** Sealed; set at setup, kept while the factor is on. */
  sealedSecret: string | null;
  enabled: boolean;
  lockedUntil: Date | null;
}

/** Not locked at this moment: no lock, or one that has run out. */
const unlockedAt = (at: Date) =>
  or(isNull(accounts.totpLockedUntil), lte(accounts.totpLockedUntil, at));

export function createSecondFactorRepository(db: Database) {
  return {
    async stateOf(accountId: string): Promise<SecondFactorState | null> {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          userType: accounts.userType,
          sealedSecret: accounts.totpSecret,
          enabledAt: accounts.totpEnabledAt,
          lockedUntil: accounts.totpLockedUntil,
        })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
        .limit(1);
      if (!row) return null;
      const { enabledAt, userType, ...rest } = row;
      return { ...rest, userType: userType as UserType, enabled: enabledAt !== null };
    },

    /** A new secret waiting for its first code; never replaces the secret of a factor that is on. */
    async savePendingSecret(accountId: string, sealed: string): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ totpSecret: sealed })
        .where(and(eq(accounts.id, accountId), isNull(accounts.totpEnabledAt)))
        .returning({ id: accounts.id });
      return rows.length === 1;
    },

    /**
     * Turns the factor on with the secret the code was checked against (a setup started again in
     * another tab meanwhile makes this miss) and replaces the recovery codes, in one transaction.
     * The enabling code's step is used up, so it cannot sign in afterwards.
     */
    async enable(input: {
      accountId: string;
      sealed: string;
      step: number;
      at: Date;
      codeHashes: string[];
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(accounts)
          .set({
            totpEnabledAt: input.at,
            totpLastStep: input.step,
            totpFailures: 0,
            totpLockedUntil: null,
          })
          .where(
            and(
              eq(accounts.id, input.accountId),
              isNull(accounts.totpEnabledAt),
              eq(accounts.totpSecret, input.sealed),
            ),
          )
          .returning({ id: accounts.id });
        if (rows.length !== 1) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, input.accountId));
        await tx
          .insert(recoveryCodes)
          .values(input.codeHashes.map((codeHash) => ({ accountId: input.accountId, codeHash })));
        return true;
      });
    },

    /** Accepts a code's step once: a step at or before the last one used is a replay. */
    async useStep(accountId: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ totpLastStep: step, totpFailures: 0 })
        .where(
          and(
            eq(accounts.id, accountId),
            isNotNull(accounts.totpEnabledAt),
            or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step)),
            unlockedAt(at),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length === 1;
    },

    /**
     * Uses a recovery code up: true once per code, however many requests race for it, and never
     * while the code step is locked (a locked account burns no code).
     */
    async useRecoveryCode(accountId: string, codeHash: string, at: Date): Promise<boolean> {
      const factorOpen = db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), isNotNull(accounts.totpEnabledAt), unlockedAt(at)));
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.accountId, accountId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
            exists(factorOpen),
          ),
        )
        .returning({ id: recoveryCodes.id });
      if (used.length !== 1) return false;
      await db.update(accounts).set({ totpFailures: 0 }).where(eq(accounts.id, accountId));
      return true;
    },

    /**
     * Counts one wrong code in the database, so every API process sees the same count; the fifth
     * in a row locks the code step and starts the count again. Answers the lock's end, if locked.
     */
    async countFailure(accountId: string, at: Date): Promise<Date | null> {
      const lockUntil = new Date(at.getTime() + TOTP_LOCK_MINUTES * 60_000);
      const reached = sql`${accounts.totpFailures} + 1 >= ${TOTP_MAX_FAILURES}`;
      const [row] = await db
        .update(accounts)
        .set({
          totpFailures: sql`case when ${reached} then 0 else ${accounts.totpFailures} + 1 end`,
          totpLockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${accounts.totpLockedUntil} end`,
        })
        .where(eq(accounts.id, accountId))
        .returning({ lockedUntil: accounts.totpLockedUntil });
      return row?.lockedUntil && row.lockedUntil > at ? row.lockedUntil : null;
    },

    /** Turns the factor off: secret, counters and recovery codes go together. */
    async disable(accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({
            totpSecret: null,
            totpEnabledAt: null,
            totpLastStep: null,
            totpFailures: 0,
            totpLockedUntil: null,
          })
          .where(eq(accounts.id, accountId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
      });
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;

/** Whether the lock is still on at this moment. */
export const isLocked = (state: Pick<SecondFactorState, 'lockedUntil'>, at: Date): boolean =>
  state.lockedUntil !== null && state.lockedUntil > at;
