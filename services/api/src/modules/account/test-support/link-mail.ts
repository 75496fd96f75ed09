import { sql } from 'drizzle-orm';
import { QUEUES, authUserSchema } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import request from 'supertest';
import { bearer, type TestApp } from '../../../test-support/test-app';

/**
 * Sends, as the notifier would at `now`, the account's verification and change-of-address emails
 * still unsent, and answers them. The delivery log keeps each one to a single sending.
 */
export async function sendAccountMail(t: TestApp, accountId: string, now: Date) {
  const sent: OutgoingMail[] = [];
  const events = rowsOf<{ payload: unknown }>(
    await t.deps.db.execute(sql`select o.payload from queue_outbox o
      join account_links l on l.id::text = o.payload->>'linkId'
      where o.queue = ${QUEUES.notify} and l.account_id = ${accountId}
        and o.payload->>'kind' in ('verify-email', 'email-change-notice')
      order by o.id`),
  );
  for (const { payload } of events)
    await sendMailEvent(
      {
        db: t.deps.db,
        transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
        publicUrl: 'https://petvet.test',
        from: 'PetVet <noreply@petvet.test>',
        logger: t.deps.logger,
      },
      payload,
      now,
    );
  return sent;
}

/** The token of the /verify-email link in an email. */
export const tokenIn = (mail: OutgoingMail | undefined) =>
  /\/verify-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

export const verifyEmail = (t: TestApp, token: string) =>
  request(t.app).post('/api/auth/verify-email').send({ token });

export const me = async (t: TestApp, token: string) =>
  authUserSchema.parse((await request(t.app).get('/api/auth/me').set(bearer(token))).body);

/** Sends one outbox row's event as the notifier would at `now`, then marks the row done as the worker does. */
export async function deliverOutboxRow(
  t: TestApp,
  row: { key: string; payload: unknown },
  now: Date,
): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  await sendMailEvent(
    {
      db: t.deps.db,
      transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
      publicUrl: 'https://petvet.test',
      from: 'PetVet <noreply@petvet.test>',
      logger: t.deps.logger,
    },
    row.payload,
    now,
  );
  await t.deps.db.execute(sql`update queue_outbox set delivered_at = now()
    where queue = ${QUEUES.notify} and job_id = ${row.key}`);
  return sent;
}
