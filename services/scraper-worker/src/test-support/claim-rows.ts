import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { JOBS } from '@petvet/shared';
import {
  createLogger,
  schema,
  type Database,
  type JobContext,
  type Logger,
} from '@petvet/shared/server';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A practice at `website`, an account, and its file or meta claim waiting for the crawler's
 * first check, as the API leaves it; answers the claim's id and its token.
 */
export async function insertCheckingClaim(db: Database, website: string, method: 'file' | 'meta') {
  const [practice] = await db
    .insert(schema.globalPractices)
    .values({ source: 'claims-test', sourceId: randomUUID(), name: 'Quay Vets', website })
    .returning({ id: schema.globalPractices.id });
  const [account] = await db
    .insert(schema.accounts)
    .values({
      email: `claimant.${randomUUID()}@example.test`,
      passwordHash: '!test',
      firstName: 'Cleo',
      lastName: 'Claimant',
      userType: 'pet_owner',
    })
    .returning({ id: schema.accounts.id });
  const token = randomBytes(32).toString('base64url');
  const [claim] = await db
    .insert(schema.practiceClaims)
    .values({
      practiceId: practice!.id,
      accountId: account!.id,
      method,
      tokenHash: sha256(token),
      status: 'checking',
      attempts: 1,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: schema.practiceClaims.id });
  return { claimId: claim!.id, token };
}

export async function claimState(db: Database, claimId: string) {
  const [row] = await db
    .select({
      status: schema.practiceClaims.status,
      failure: schema.practiceClaims.failure,
      verifiedAt: schema.practiceClaims.verifiedAt,
    })
    .from(schema.practiceClaims)
    .where(eq(schema.practiceClaims.id, claimId));
  return row!;
}

/** The job as any transport hands it over, for the first of three attempts. */
export const claimJob = (data: { claimId: string; check: number; url: string }): JobContext => ({
  id: `practice-claim-${data.claimId}-${data.check}`,
  name: JOBS.checkPracticeClaim,
  data,
  attemptsMade: 0,
  maxAttempts: 3,
  updateProgress: async () => undefined,
  log: async () => undefined,
  release: async () => new Error('released'),
});

/** A logger at info whose lines are kept, to prove what they never hold. */
export function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('claims-test', 'info', sink), lines };
}
