import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationEventKey } from '../../jobs/notify-events';
import { JOBS, QUEUES } from '../../jobs/queues';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import * as schema from '../db/schema';
import { createLogger } from '../logger';
import { enqueue } from './enqueue';
import { OUTBOX_RETENTION_MS, pruneDeliveredOutbox } from './outbox-prune';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

const outbox = schema.queueOutbox;
const NOW = new Date('2001-01-10T12:00:00Z');
const DAY_MS = 24 * 3600_000;

describe('sending a job through the catalogue', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  // A database of this file's own: no relay or runner of another test takes these rows.
  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('databaseUrl'), 'petvet_enqueue');
    handle = await openDatabase({ databaseUrl: scratch.url, migrate: true });
  });
  afterAll(async () => {
    await handle.close();
    await scratch.drop();
  });

  const rowsOf = (jobName: string) =>
    handle.db
      .select({ id: outbox.id, queue: outbox.queue, jobId: outbox.jobId, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.jobName, jobName));

  it('when a payload breaks its job schema, then it is refused and no row is written', async () => {
    const bad = { practiceId: -1 } as never;
    await expect(enqueue(handle.db, JOBS.scrapePractice, bad)).rejects.toMatchObject({
      code: 'INTERNAL',
    });
    expect(await rowsOf(JOBS.scrapePractice)).toEqual([]);
  });

  it('when a notification event is sent twice, then one row carries it under its key', async () => {
    const event = { kind: 'booked', appointmentId: randomUUID() } as const;
    await handle.db.transaction(async (tx) => {
      await enqueue(tx, JOBS.deliverNotification, event);
      await enqueue(tx, JOBS.deliverNotification, event);
    });
    const rows = (await rowsOf(JOBS.deliverNotification)).filter(
      (row) => (row.payload as { appointmentId?: string }).appointmentId === event.appointmentId,
    );
    expect(rows).toEqual([
      expect.objectContaining({ queue: QUEUES.notify, jobId: notificationEventKey(event) }),
    ]);
  });

  it('when a lost crawl is sent again, then its job id names the re-queue', async () => {
    const crawlJobId = randomUUID();
    await enqueue(handle.db, JOBS.scrapePractice, { practiceId: 7, crawlJobId });
    await enqueue(handle.db, JOBS.scrapePractice, { practiceId: 7, crawlJobId, requeue: 2 });
    const ids = (await rowsOf(JOBS.scrapePractice)).map((row) => row.jobId).sort();
    expect(ids).toEqual([crawlJobId, `${crawlJobId}-r2`]);
  });

  it('when recomputes are asked for in a burst, then they fold into the one still waiting', async () => {
    const first = await enqueue(handle.db, JOBS.statsRecompute, { reason: 'a' });
    const second = await enqueue(handle.db, JOBS.statsRecompute, { reason: 'b' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await rowsOf(JOBS.statsRecompute)).toHaveLength(1);
  });

  it('when delivered rows pass their retention, then they are pruned and waiting or recent ones stay', async () => {
    const at = (ms: number) => new Date(NOW.getTime() - ms);
    const row = (jobId: string, createdAt: Date, deliveredAt: Date | null) => ({
      queue: 'prune-test',
      jobName: 'prune-test',
      jobId,
      payload: {},
      createdAt,
      deliveredAt,
    });
    await handle.db
      .insert(outbox)
      .values([
        row('old-delivered', at(9 * DAY_MS), at(OUTBOX_RETENTION_MS + 60_000)),
        row('recent-delivered', at(9 * DAY_MS), at(DAY_MS)),
        row('old-waiting', at(30 * DAY_MS), null),
      ]);
    const removed = await pruneDeliveredOutbox(handle.db, createLogger('test', 'silent'), NOW);
    expect(removed).toBe(1);
    const left = (await rowsOf('prune-test')).map((r) => r.jobId).sort();
    expect(left).toEqual(['old-waiting', 'recent-delivered']);
  });
});
