import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

const claims = schema.practiceClaims;

/** A file or meta claim waiting for the crawler, as the API left it for one check. */
export interface WaitingClaim {
  id: string;
  method: 'file' | 'meta';
  tokenHash: string;
}

export function createPracticeClaimRepository(db: Database) {
  // Only the check this job was written for: a later check of the same claim has its own job.
  const thisCheck = (claimId: string, check: number) =>
    and(eq(claims.id, claimId), eq(claims.status, 'checking'), eq(claims.attempts, check));

  return {
    async waiting(claimId: string, check: number): Promise<WaitingClaim | null> {
      const [row] = await db
        .select({ id: claims.id, method: claims.method, tokenHash: claims.tokenHash })
        .from(claims)
        .where(and(thisCheck(claimId, check), inArray(claims.method, ['file', 'meta'])));
      return row ? { ...row, method: row.method === 'file' ? 'file' : 'meta' } : null;
    },

    /**
     * Verified (failure null) or failed with its failure; true when this call settled it. One
     * statement decides, so a job run twice settles the check once.
     */
    async settle(claimId: string, check: number, failure: string | null, now: Date) {
      const rows = await db
        .update(claims)
        .set(
          failure === null
            ? { status: 'verified', verifiedAt: now, failure: null }
            : { status: 'failed', failure },
        )
        .where(thisCheck(claimId, check))
        .returning({ id: claims.id });
      return rows.length > 0;
    },
  };
}
