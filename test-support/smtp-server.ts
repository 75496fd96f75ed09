import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process';
import { waitFor } from './wait-for';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), which may differ from the To header. */
  recipients: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  port: number;
  /** Every message accepted so far, in arrival order. */
  readonly received: ReceivedMail[];
  /** Polls until `count` messages (to `to`, when given) have arrived; returns them. */
  waitForMail(options?: {
    count?: number;
    to?: string;
    timeoutMs?: number;
  }): Promise<ReceivedMail[]>;
  /** The messages whose envelope names `address`. */
  to(address: string): ReceivedMail[];
  /** While true, every message is refused with a temporary failure (451), as a sick relay does. */
  refuse(refusing: boolean): void;
  stop(): Promise<void>;
}

const addressed = (mail: ReceivedMail, address: string) =>
  mail.recipients.some((recipient) => recipient.toLowerCase() === address.toLowerCase());

/**
 * A real SMTP server of the test's own, on 127.0.0.1 without TLS or auth: the code under test sends
 * through nodemailer as it would to a relay, and the test reads what arrived, parsed by mailparser.
 */
export async function startTestSmtpServer(
  options: { port?: number } = {},
): Promise<TestSmtpServer> {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('mail refused for the test'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          received.push({ recipients, parsed });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);

  const matching = (to?: string) =>
    to ? received.filter((mail) => addressed(mail, to)) : [...received];
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitForMail({ count = 1, to, timeoutMs = 10_000 } = {}) {
      const mails = await waitFor(
        async () => matching(to),
        (found) => found.length >= count,
        timeoutMs,
      );
      if (mails.length < count) {
        throw new Error(`expected ${count} email(s)${to ? ` to ${to}` : ''}, got ${mails.length}`);
      }
      return mails;
    },
    to: (address) => matching(address),
    refuse(next) {
      refusing = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
