import { and, count, desc, eq, gt } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

const { practiceClaims, globalPractices } = schema;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ClaimRow = typeof practiceClaims.$inferSelect;
export type NewClaim = typeof practiceClaims.$inferInsert;
export type ClaimChange = Partial<
  Pick<ClaimRow, 'status' | 'failure' | 'attempts' | 'verifiedAt' | 'tokenHash'>
>;

/** How many of an account's claims on one practice the page is shown (the newest). */
const LISTED = 50;

/** Claims on directory practices: each read is limited to the claimant's own. */
export function createClaimsRepository(db: Database) {
  const own = (practiceId: number, accountId: string, claimId: string) =>
    and(
      eq(practiceClaims.id, claimId),
      eq(practiceClaims.practiceId, practiceId),
      eq(practiceClaims.accountId, accountId),
    );

  return {
    async practice(id: number) {
      const [row] = await db
        .select({
          id: globalPractices.id,
          name: globalPractices.name,
          website: globalPractices.website,
          clinicId: globalPractices.clinicId,
        })
        .from(globalPractices)
        .where(eq(globalPractices.id, id));
      return row ?? null;
    },

    async insert(tx: Database | Tx, claim: NewClaim): Promise<ClaimRow> {
      const [row] = await tx.insert(practiceClaims).values(claim).returning();
      if (!row) throw new Error('practice claim insert returned no row');
      return row;
    },

    /** Code emails asked for on the practice since `since`, by every account. */
    async emailsSince(tx: Tx, practiceId: number, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(practiceClaims)
        .where(
          and(
            eq(practiceClaims.practiceId, practiceId),
            eq(practiceClaims.method, 'email'),
            gt(practiceClaims.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    listOwn(practiceId: number, accountId: string): Promise<ClaimRow[]> {
      return db
        .select()
        .from(practiceClaims)
        .where(
          and(eq(practiceClaims.practiceId, practiceId), eq(practiceClaims.accountId, accountId)),
        )
        .orderBy(desc(practiceClaims.createdAt), desc(practiceClaims.id))
        .limit(LISTED);
    },

    async findOwn(practiceId: number, accountId: string, claimId: string) {
      const [row] = await db
        .select()
        .from(practiceClaims)
        .where(own(practiceId, accountId, claimId));
      return row ?? null;
    },

    /** The claim, locked until the transaction ends: two checks of one claim take turns. */
    async lockOwn(tx: Tx, practiceId: number, accountId: string, claimId: string) {
      const [row] = await tx
        .select()
        .from(practiceClaims)
        .where(own(practiceId, accountId, claimId))
        .for('update');
      return row ?? null;
    },

    async update(tx: Tx, claimId: string, change: ClaimChange): Promise<ClaimRow> {
      const [row] = await tx
        .update(practiceClaims)
        .set(change)
        .where(eq(practiceClaims.id, claimId))
        .returning();
      if (!row) throw new Error('practice claim update returned no row');
      return row;
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
