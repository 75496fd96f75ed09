import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { CalendarMethod } from '../../calendar/calendar-ics';
import type { Logger } from '../../../server/logger';

/** One finished email for one address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per event and recipient, so a mail client folds a copy sent twice into one. */
  messageId: string;
  /** The appointment as an invitation (inline text/calendar and an .ics attachment). */
  calendar?: { method: CalendarMethod; content: string; filename: string };
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailTransport {
  /** Resolves once the relay accepted the email (or the file is written); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  from: string;
  /** Without smtpUrl, emails are written under `<dataDir>/mail`. */
  dataDir: string;
  logger: Logger;
}

const fileSafe = (value: string) => value.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(0, 120);

function messageOf(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    ...(mail.calendar
      ? {
          icalEvent: {
            method: mail.calendar.method,
            filename: mail.calendar.filename,
            content: mail.calendar.content,
          },
        }
      : {}),
  };
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise (the embedded default, no relay to ask
 * for) the same message is built and kept as an .eml file a mail program opens.
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { logger } = options;
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      // A relay that hangs fails the job (to be retried) instead of holding it forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transporter.sendMail(messageOf(options.from, mail));
        logger.info({ to: mail.to, subject: mail.subject }, 'email sent');
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.resolve(options.dataDir, 'mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await builder.sendMail(messageOf(options.from, mail));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        folder,
        `${stamp}-${fileSafe(mail.messageId.replace(/[<>]/g, ''))}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file }, `email written to ${file}`);
    },
    close: () => builder.close(),
  };
}
