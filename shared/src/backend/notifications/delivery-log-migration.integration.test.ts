import { rmSync } from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { migrationsUpTo } from '../../server/db/migrations-up-to';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

describe('the mail log becomes the email channel of the delivery log', () => {
  let scratch: ScratchDatabase;
  let client: pg.Client;
  const q = async <T = Record<string, unknown>>(text: string) =>
    (await client.query(text)).rows as T[];
  const booked = 'booked-9b2f0f4e-2f7c-4a8e-9d51-3f1f2f3c4d5e';
  const moved = 'rescheduled-9b2f0f4e-2f7c-4a8e-9d51-3f1f2f3c4d5e-2026-03-20T1030';

  beforeAll(async () => {
    const admin = new URL(inject('databaseUrl'));
    admin.pathname = '/postgres';
    scratch = await createScratchDatabase(admin.toString(), 'petvet_delivery_log');
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    // The database as it was before the delivery log (up to 0027).
    const before = migrationsUpTo(27);
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await q(`insert into mail_log (key, recipient, subject, message_id, sent_at) values
      ('${booked}/owner', 'olivia@example.test', 'Booking received', '<${booked}.owner@petvet.mail>', '2026-03-10T09:00:00Z'),
      ('${booked}/clinic', 'desk@example.test', 'New booking', '<${booked}.clinic@petvet.mail>', '2026-03-10T09:00:01Z'),
      ('${moved}/owner', 'olivia@example.test', 'Moved', '<${moved}.owner@petvet.mail>', '2026-03-10T10:00:00Z')`);
    await q(`insert into queue_outbox (queue, job_name, job_id, payload) values
      ('notify', 'send-mail', 'cancelled-x', '{}'), ('stats', 'stats-recompute', 'stats-recompute', '{}')`);
    await migrate(drizzle(client), { migrationsFolder });
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });

  it('when 0028 runs, then every email sent is an email delivery under its unchanged event key and role, and mail_log is gone', async () => {
    const rows =
      await q(`select event_key, channel, recipient_role, recipient, summary, external_id,
      delivered_at::text from delivery_log order by delivered_at`);
    expect(rows).toEqual([
      {
        event_key: booked,
        channel: 'email',
        recipient_role: 'owner',
        recipient: 'olivia@example.test',
        summary: 'Booking received',
        external_id: `<${booked}.owner@petvet.mail>`,
        delivered_at: '2026-03-10 09:00:00+00',
      },
      expect.objectContaining({ event_key: booked, recipient_role: 'clinic' }),
      expect.objectContaining({ event_key: moved, recipient_role: 'owner' }),
    ]);
    expect(await q(`select to_regclass('mail_log') as t`)).toEqual([{ t: null }]);
  });

  it('when 0028 runs, then a notification still waiting in the outbox runs under the new job name, and other jobs keep theirs', async () => {
    expect(await q(`select queue, job_name from queue_outbox order by queue`)).toEqual([
      { queue: 'notify', job_name: 'deliver-notification' },
      { queue: 'stats', job_name: 'stats-recompute' },
    ]);
  });
});
