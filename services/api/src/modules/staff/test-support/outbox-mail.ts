import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { QUEUES } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createMailTransport, sendMailEvent } from '@petvet/shared/backend';
import { startTestSmtpServer } from '../../../../../../test-support/smtp-server';
import type { TestApp } from '../../../test-support/test-app';

const outbox = schema.queueOutbox;

/** The payloads of the queued emails of one kind, oldest first. */
export async function queuedMail(t: TestApp, kind: string): Promise<unknown[]> {
  const rows = await t.deps.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.queue} = ${QUEUES.notify} and ${outbox.payload}->>'kind' = ${kind}`)
    .orderBy(outbox.id);
  return rows.map((row) => row.payload);
}

/** Runs the mail worker's send for one queued payload into a real SMTP server; the email as sent. */
export async function sendQueued(
  t: TestApp,
  payload: unknown,
  to: string,
  now: Date,
): Promise<ParsedMail> {
  const smtp = await startTestSmtpServer();
  const from = 'PetVet <no-reply@petvet.test>';
  const transport = createMailTransport({
    smtpUrl: smtp.url,
    from,
    dataDir: '/nonexistent',
    logger: t.deps.logger,
  });
  try {
    const sender = { db: t.deps.db, transport, publicUrl: 'https://petvet.test', from };
    await sendMailEvent({ ...sender, logger: t.deps.logger }, payload, now);
    const [mail] = await smtp.waitForMail({ to, count: 1 });
    return mail!.parsed;
  } finally {
    transport.close();
    await smtp.stop();
  }
}
