import { sql } from 'drizzle-orm';
import { QUEUES } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import type { TestApp } from '../../../test-support/test-app';

/** The reset events of an address's account in the outbox, oldest first. */
export async function resetEventsOf(t: TestApp, email: string) {
  return rowsOf<{ payload: unknown }>(
    await t.deps.db.execute(sql`select o.payload from queue_outbox o
      join account_links l on l.id = (o.payload->>'linkId')::uuid
      join accounts a on a.id = l.account_id
      where o.queue = ${QUEUES.notify} and o.payload->>'kind' = 'password-reset'
        and lower(a.email) = lower(${email})
      order by o.id`),
  );
}

/**
 * Sends the address's latest reset email as the notifier does (the real composer, which makes the
 * token at sending), at `now`, and answers the token its link carries and the email.
 */
export async function sendResetEmail(
  t: TestApp,
  email: string,
  now: Date,
): Promise<{ token: string; mail: OutgoingMail }> {
  const events = await resetEventsOf(t, email);
  const event = events.at(-1);
  if (!event) throw new Error(`no reset event for ${email}`);
  const sent: OutgoingMail[] = [];
  await sendMailEvent(
    {
      db: t.deps.db,
      transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
      publicUrl: 'https://petvet.test',
      from: 'PetVet <no-reply@petvet.test>',
      logger: t.deps.logger,
    },
    event.payload,
    now,
  );
  const mail = sent[0];
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`no reset link was sent to ${email}`);
  return { token, mail };
}
