import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, schema } from '@petvet/shared/server';
import type { NotificationChannel } from '@petvet/shared/backend';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { waitFor } from '../../../test-support/wait-for';
import { freshDatabase } from './test-support/fresh-database';
import { deliveredRow, notifyRowOf } from './test-support/notify-outbox';
import { NOW, startLocalNotifier, type LocalNotifier } from './test-support/local-notifier';
import {
  bookVisit,
  changeVisit,
  createMailScene,
  holdForOwner,
  type MailScene,
} from './test-support/mail-scene';

const outbox = schema.queueOutbox;

/**
 * A channel only this test knows (as a webhook or in-app notice would be): it tells the owner of
 * every event, and refuses while `down` is set.
 */
function memoChannel() {
  const received: Array<{ key: string; kind: string }> = [];
  const state = { down: false };
  const channel: NotificationChannel = {
    name: 'memo',
    async deliver(event, context) {
      return {
        deliveries: [
          {
            role: 'owner',
            recipient: 'memo://owner',
            summary: event.kind,
            async send() {
              if (state.down) throw new Error('the memo receiver is down');
              received.push({ key: context.key, kind: event.kind });
              return { externalId: `memo-${received.length}` };
            },
          },
        ],
      };
    },
  };
  return { channel, received, state };
}

describe('notification channels', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtpServer;
  let notifier: LocalNotifier;
  let scene: MailScene;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-channels-'));
  const memo = memoChannel();

  const rowOf = (jobId: string) => notifyRowOf(handle.db, jobId);
  const delivered = (jobId: string) => deliveredRow(handle.db, jobId);
  const logOf = async (eventKey: string) => {
    const rows = await handle.db.execute(
      sql`select channel, recipient_role as role from delivery_log where event_key = ${eventKey}
          order by channel, recipient_role`,
    );
    return rowsOf<{ channel: string; role: string }>(rows);
  };

  beforeAll(async () => {
    handle = await freshDatabase();
    smtp = await startTestSmtpServer();
    notifier = await startLocalNotifier(handle.db, {
      queuePrefix: 'channels-test',
      mail: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://petvet.test',
      },
      // Registered here only: the events and the email channel know nothing of it.
      channels: [memo.channel],
      schedules: false,
    });
    scene = await createMailScene(handle.db);
  }, 60_000);
  afterAll(async () => {
    await notifier?.close();
    await smtp?.stop();
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a visit is booked, moved and cancelled and an offer is made, then a second channel receives each event under the key email uses, and the log holds one row per event, channel and role', async () => {
    const id = await bookVisit(handle.db, scene, { date: '2026-03-20', time: '10:30' });
    await delivered(`booked-${id}`);
    await changeVisit(
      handle.db,
      id,
      { appointmentTime: '11:30' },
      { kind: 'rescheduled', previous: { date: '2026-03-20', time: '10:30' }, movedBy: 'owner' },
    );
    await delivered(`rescheduled-${id}-2026-03-20T1030`);
    await changeVisit(
      handle.db,
      id,
      { status: 'cancelled' },
      { kind: 'cancelled', cancelledBy: 'owner' },
    );
    await delivered(`cancelled-${id}`);
    const holdId = await holdForOwner(handle.db, scene, {
      date: '2026-03-21',
      startTime: '09:00',
      endTime: '09:30',
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    });
    await delivered(`offer-${holdId}`);

    expect(memo.received).toEqual([
      { key: `booked-${id}`, kind: 'booked' },
      { key: `rescheduled-${id}-2026-03-20T1030`, kind: 'rescheduled' },
      { key: `cancelled-${id}`, kind: 'cancelled' },
      { key: `offer-${holdId}`, kind: 'waitlist-offer' },
    ]);
    expect(await logOf(`booked-${id}`)).toEqual([
      { channel: 'email', role: 'clinic' },
      { channel: 'email', role: 'owner' },
      { channel: 'memo', role: 'owner' },
    ]);
  });

  it('when the second channel fails, then the event is retried and the retry delivers on that channel only: the emails are not sent again', async () => {
    memo.state.down = true;
    const id = await bookVisit(handle.db, scene, { date: '2026-03-24', time: '14:00' });
    const failed = await waitFor(
      () => rowOf(`booked-${id}`),
      (row) => (row?.runs ?? 0) >= 1 && row?.claimedBy === null,
      10_000,
    );
    expect(failed?.deliveredAt).toBeNull();
    expect(failed?.lastError).toContain('memo receiver is down');
    const emailsOf = () =>
      smtp.received.filter((mail) => mail.parsed.subject?.includes('24 March')).length;
    // Email was delivered to the owner and the clinic before the memo channel failed.
    expect(emailsOf()).toBe(2);
    expect(await logOf(`booked-${id}`)).toEqual([
      { channel: 'email', role: 'clinic' },
      { channel: 'email', role: 'owner' },
    ]);

    memo.state.down = false;
    // The backoff is the transport's: the test brings the retry forward instead of waiting.
    await handle.db
      .update(outbox)
      .set({ availableAt: sql`now()` })
      .where(eq(outbox.jobId, `booked-${id}`));
    await delivered(`booked-${id}`);

    expect(memo.received.filter((event) => event.key === `booked-${id}`)).toHaveLength(1);
    expect(emailsOf()).toBe(2);
    expect(await logOf(`booked-${id}`)).toContainEqual({ channel: 'memo', role: 'owner' });
  });
});
