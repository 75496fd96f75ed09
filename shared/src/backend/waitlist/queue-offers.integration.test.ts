import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '../../jobs/queues';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database';
import * as schema from '../../server/db/schema';
import { queueWaitlistOffers } from './queue-offers';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

const outbox = schema.queueOutbox;

describe('asking for waitlist offers', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  // A database of this file's own: no outbox relay of another test hands these rows on meanwhile.
  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('databaseUrl'), 'petvet_waitlist_queue');
    handle = await openDatabase({ databaseUrl: scratch.url, migrate: true });
  });
  afterAll(async () => {
    await handle.close();
    await scratch.drop();
  });

  /** The undelivered offer requests of a clinic's date. */
  const waiting = (clinicId: string, date: string) =>
    handle.db
      .select({ jobId: outbox.jobId, payload: outbox.payload, claimedBy: outbox.claimedBy })
      .from(outbox)
      .where(
        and(
          eq(outbox.queue, QUEUES.notify),
          eq(outbox.jobName, JOBS.waitlistOffers),
          isNull(outbox.deliveredAt),
          sql`${outbox.payload}->>'clinicId' = ${clinicId}`,
          sql`${outbox.payload}->>'date' = ${date}`,
        ),
      );

  it('when two frees of one clinic date are asked for before a run takes them, then one request waits; another date gets its own', async () => {
    const clinicId = randomUUID();
    await handle.db.transaction(async (tx) => {
      await queueWaitlistOffers(tx, { clinicId, date: '2030-01-20' });
      await queueWaitlistOffers(tx, { clinicId, date: '2030-01-20' });
    });
    await queueWaitlistOffers(handle.db, { clinicId, date: '2030-01-20' });
    await queueWaitlistOffers(handle.db, { clinicId, date: '2030-01-21' });

    const requests = await waiting(clinicId, '2030-01-20');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.payload).toEqual({ clinicId, date: '2030-01-20' });
    // BullMQ refuses custom job ids with a colon.
    expect(requests[0]?.jobId).not.toContain(':');
    expect(await waiting(clinicId, '2030-01-21')).toHaveLength(1);
  });

  it('when a free is asked for while the request before it runs, then exactly one more waits', async () => {
    const clinicId = randomUUID();
    await queueWaitlistOffers(handle.db, { clinicId, date: '2030-01-22' });
    const [request] = await waiting(clinicId, '2030-01-22');
    // A runner takes it: claimed, not yet delivered.
    await handle.db
      .update(outbox)
      .set({ claimedBy: 'runner-under-test', claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outbox.jobId, request?.jobId ?? ''));

    await queueWaitlistOffers(handle.db, { clinicId, date: '2030-01-22' });
    await queueWaitlistOffers(handle.db, { clinicId, date: '2030-01-22' });
    const requests = await waiting(clinicId, '2030-01-22');
    expect(requests.map((row) => row.claimedBy ?? 'waiting').sort()).toEqual([
      'runner-under-test',
      'waiting',
    ]);
  });
});
