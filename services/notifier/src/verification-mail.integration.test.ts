import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '@petvet/shared/server';
import { hashLinkToken, publishNotification } from '@petvet/shared/backend';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { freshDatabase } from './test-support/fresh-database';
import { deliveredRow } from './test-support/notify-outbox';
import { NOW, startLocalNotifier, type LocalNotifier } from './test-support/local-notifier';
import { createMailScene, holdForOwner, type MailScene } from './test-support/mail-scene';

/** Writes a link row as the API does and publishes its emails in the same transaction. */
async function linkFor(
  db: Database,
  scene: MailScene,
  link: { purpose: 'verify-email' | 'change-email'; email: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into account_links (account_id, purpose, email, previous_email)
        values (${scene.ownerId}, ${link.purpose}, ${link.email},
          ${link.purpose === 'change-email' ? scene.ownerEmail : null})
        returning id`),
    );
    await publishNotification(tx, { kind: 'verify-email', linkId: row!.id });
    if (link.purpose === 'change-email')
      await publishNotification(tx, { kind: 'email-change-notice', linkId: row!.id });
    return row!.id;
  });
}

const tokenOf = (text: string | undefined) =>
  /https:\/\/petvet\.test\/verify-email\?token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

describe('the emails of verifying and changing an address', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtpServer;
  let notifier: LocalNotifier;
  let scene: MailScene;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-verify-mail-'));
  const delivered = (jobId: string) => deliveredRow(handle.db, jobId);
  const logged = async (eventKey: string) =>
    rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from delivery_log where event_key = ${eventKey}`,
      ),
    )[0]!.n;

  beforeAll(async () => {
    handle = await freshDatabase();
    smtp = await startTestSmtpServer();
    notifier = await startLocalNotifier(handle.db, {
      queuePrefix: 'verify-mail-test',
      mail: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://petvet.test',
      },
      schedules: false,
    });
    scene = await createMailScene(handle.db, { ownerVerified: false });
  }, 60_000);
  afterAll(async () => {
    await notifier?.close();
    await smtp?.stop();
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a verification email is sent, then its link opens /verify-email and only its hash is stored, ending 48 hours after the sending', async () => {
    const linkId = await linkFor(handle.db, scene, {
      purpose: 'verify-email',
      email: scene.ownerEmail,
    });
    await delivered(`verify-email-${linkId}`);
    const [mail] = await smtp.waitForMail({ to: scene.ownerEmail, count: 1 });
    expect(mail!.parsed.subject).toBe('Confirm your PetVet email address');
    const token = tokenOf(mail!.parsed.text);
    expect(token).not.toBe('');
    expect(mail!.parsed.html).toContain(`/verify-email?token=${token}`);
    const [stored] = rowsOf<{ tokenHash: string; expiresAt: string }>(
      await handle.db.execute(sql`select token_hash as "tokenHash",
          to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"
        from account_links where id = ${linkId}`),
    );
    expect(stored).toEqual({
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(NOW.getTime() + 48 * 3_600_000).toISOString().replace('.000', ''),
    });
  });

  it('when a change of address is asked, then the new address gets the link and the old one a notice naming the new one', async () => {
    const newEmail = `olivia.new.${Date.now()}@example.test`;
    const linkId = await linkFor(handle.db, scene, { purpose: 'change-email', email: newEmail });
    await delivered(`verify-email-${linkId}`);
    await delivered(`email-change-notice-${linkId}`);
    const [link] = await smtp.waitForMail({ to: newEmail, count: 1 });
    expect(link!.parsed.subject).toBe('Confirm your new PetVet email address');
    expect(tokenOf(link!.parsed.text)).not.toBe('');
    const notice = smtp
      .to(scene.ownerEmail)
      .find((mail) => mail.parsed.subject === 'Your PetVet email address is being changed');
    expect(notice?.parsed.text).toContain(newEmail);
    expect(tokenOf(notice?.parsed.text)).toBe('');
  });

  it('when an offer is made to an unverified owner, then nothing is sent or logged; released after verification, it is sent once', async () => {
    const before = smtp.to(scene.ownerEmail).length;
    const holdId = await holdForOwner(handle.db, scene, {
      date: '2026-03-11',
      startTime: '09:00',
      endTime: '09:30',
      expiresAt: new Date(NOW.getTime() + 2 * 3_600_000),
    });
    await delivered(`offer-${holdId}`);
    expect(smtp.to(scene.ownerEmail)).toHaveLength(before);
    expect(await logged(`offer-${holdId}`)).toBe(0);

    await handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`update accounts set email_verified_at = now() where id = ${scene.ownerId}`,
      );
      await publishNotification(tx, { kind: 'waitlist-offer', holdId, afterVerification: true });
    });
    await delivered(`offer-${holdId}-verified`);
    const mails = await smtp.waitForMail({ to: scene.ownerEmail, count: before + 1 });
    expect(mails.at(-1)!.parsed.subject).toContain('A time came free at Camden Animal Clinic');
    expect(await logged(`offer-${holdId}-verified`)).toBe(1);
  });
});
