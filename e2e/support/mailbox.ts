import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtpServer } from '../../test-support/smtp-server';

export interface MailboxMessage {
  recipients: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/**
 * The journeys' mail relay: a real SMTP server the app sends to (SMTP_URL), and a small HTTP view
 * of what arrived, because the journeys run in other processes than the one holding the mail.
 */
export async function startMailbox() {
  const smtp = await startTestSmtpServer();
  const view = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    const messages: MailboxMessage[] = smtp.received
      .filter((m) => !to || m.recipients.some((r) => r.toLowerCase() === to))
      .map((m) => ({
        recipients: m.recipients,
        subject: m.parsed.subject ?? '',
        text: m.parsed.text ?? '',
        attachments: m.parsed.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content.toString('utf8'),
        })),
      }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => view.listen(0, '127.0.0.1', resolve));
  const { port } = view.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => view.close(() => resolve()));
      await smtp.stop();
    },
  };
}

/** What the journeys' relay has received for one address so far. */
export async function readMailbox(mailboxUrl: string, to: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${mailboxUrl}/?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailboxMessage[];
}
