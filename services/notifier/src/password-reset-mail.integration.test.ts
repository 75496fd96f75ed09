import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@petvet/shared/server';
import { hashLinkToken, publishNotification } from '@petvet/shared/backend';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { freshDatabase } from './test-support/fresh-database';
import { deliveredRow } from './test-support/notify-outbox';
import { NOW, startLocalNotifier, type LocalNotifier } from './test-support/local-notifier';
import { createMailScene, type MailScene } from './test-support/mail-scene';

const PUBLIC_URL = 'https://petvet.test';

describe('the password-reset email, sent from the outbox', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtpServer;
  let notifier: LocalNotifier;
  let scene: MailScene;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-reset-mail-'));

  beforeAll(async () => {
    handle = await freshDatabase();
    smtp = await startTestSmtpServer();
    notifier = await startLocalNotifier(handle.db, {
      queuePrefix: 'reset-mail-test',
      mail: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL,
      },
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

  /** A reset asked for, as the API records it: the link's row and its event in one transaction. */
  const askReset = (email: string) =>
    handle.db.transaction(async (tx) => {
      const [link] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into account_links (account_id, purpose, email)
          select id, 'password-reset', email from accounts where email = ${email}
          returning id`),
      );
      await publishNotification(tx, { kind: 'password-reset', linkId: link!.id });
      return link!.id;
    });
  const linkRow = async (id: string) =>
    rowsOf<{ tokenHash: string | null; expiresAt: Date | null }>(
      await handle.db.execute(sql`select token_hash as "tokenHash", expires_at as "expiresAt"
        from account_links where id = ${id}`),
    )[0];

  it('when a reset is asked for, then the owner receives a link to PUBLIC_URL/reset-password with a token, and the database holds only its hash, ending 60 minutes after sending', async () => {
    const linkId = await askReset(scene.ownerEmail);
    expect((await linkRow(linkId))?.tokenHash).toBeNull();

    const [mail] = await smtp.waitForMail({ to: scene.ownerEmail });
    expect(mail!.parsed.subject).toBe('Choose a new PetVet password');
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('Hello Olivia,');
    expect(text).toContain('The link works once, for 60 minutes');
    const token = new RegExp(
      `Choose a new password: ${PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=([\\w-]+)`,
    ).exec(text)?.[1];
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(mail!.parsed.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);

    await deliveredRow(handle.db, `password-reset-${linkId}`);
    const stored = await linkRow(linkId);
    expect(stored?.tokenHash).toBe(hashLinkToken(token!));
    expect(stored?.tokenHash).not.toContain(token!);
    expect(new Date(stored!.expiresAt!).getTime()).toBe(NOW.getTime() + 60 * 60_000);
    const [anywhere] = rowsOf<{ count: number }>(
      await handle.db.execute(sql`select count(*)::int as count from queue_outbox
        where payload::text like ${`%${token!}%`}`),
    );
    expect(anywhere?.count).toBe(0);
  });

  it('when the link was used before its email went, then no email goes and no token is written', async () => {
    const linkId = await handle.db.transaction(async (tx) => {
      const [link] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into account_links (account_id, purpose, email, used_at)
          values (${scene.ownerId}, 'password-reset', ${scene.ownerEmail}, now())
          returning id`),
      );
      await publishNotification(tx, { kind: 'password-reset', linkId: link!.id });
      return link!.id;
    });
    const row = await deliveredRow(handle.db, `password-reset-${linkId}`);
    expect(row?.lastError).toBeNull();
    expect((await linkRow(linkId))?.tokenHash).toBeNull();
    expect(
      smtp.received.filter((m) => m.parsed.subject === 'Choose a new PetVet password'),
    ).toHaveLength(1);
  });
});
