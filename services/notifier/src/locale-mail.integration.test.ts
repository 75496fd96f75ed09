import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, schema } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { freshDatabase } from './test-support/fresh-database';
import { deliveredRow } from './test-support/notify-outbox';
import { startLocalNotifier, type LocalNotifier } from './test-support/local-notifier';
import { bookVisit, createMailScene } from './test-support/mail-scene';

/** The SUMMARY of an email's .ics invitation, unfolded and unescaped. */
function summaryOf(mail: ParsedMail): string | undefined {
  const part = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  const ics = part?.content.toString('utf8').replace(/\r\n /g, '') ?? '';
  return /^SUMMARY:(.*)$/m.exec(ics)?.[1]?.replace(/\\([,;\\])/g, '$1');
}

describe("appointment emails in their reader's language, sent from the outbox", () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtpServer;
  let notifier: LocalNotifier;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-locale-mail-'));

  beforeAll(async () => {
    handle = await freshDatabase();
    smtp = await startTestSmtpServer();
    notifier = await startLocalNotifier(handle.db, {
      queuePrefix: 'locale-mail-test',
      mail: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://petvet.test',
      },
      schedules: false,
    });
  }, 60_000);
  afterAll(async () => {
    await notifier?.close();
    await smtp?.stop();
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("when a German account books at a clinic whose staff reads French, then the owner's confirmation and .ics are German and the clinic's French", async () => {
    const scene = await createMailScene(handle.db);
    await handle.db
      .update(schema.accounts)
      .set({ locale: 'de' })
      .where(eq(schema.accounts.id, scene.ownerId));
    await handle.db.execute(
      sql`update accounts set locale = 'fr'
        where id = (select account_id from clinics where id = ${scene.clinicId})`,
    );
    const id = await bookVisit(handle.db, scene, { date: '2026-03-20', time: '10:30' });
    const [owner] = await smtp.waitForMail({ to: scene.ownerEmail });
    const [clinic] = await smtp.waitForMail({ to: scene.clinicEmail });

    expect(owner!.parsed.subject).toBe(
      'Buchung eingegangen: Dental Check für Rex bei Camden Animal Clinic, Freitag, 20. März 2026 um 10:30 Uhr (Ortszeit London)',
    );
    expect(owner!.parsed.text).toContain('Hallo Olivia,');
    expect(owner!.parsed.text).toContain('Die Praxis muss den Termin noch bestätigen');
    expect(owner!.parsed.text).toContain('Telefon der Praxis: 020 7946 0000');
    expect(owner!.parsed.html).toContain('<html lang="de">');
    expect(summaryOf(owner!.parsed)).toBe('Dental Check für Rex bei Camden Animal Clinic');

    expect(clinic!.parsed.subject).toBe(
      'Nouvelle réservation : Dental Check pour Rex, vendredi 20 mars 2026 à 10:30 (heure locale à London)',
    );
    expect(clinic!.parsed.text).toContain('Remarques du propriétaire : Sensitive left side');
    expect(summaryOf(clinic!.parsed)).toBe('Dental Check pour Rex chez Camden Animal Clinic');
    expect((await deliveredRow(handle.db, `booked-${id}`))?.lastError).toBeNull();
  });

  it('when an English account books, then its confirmation and .ics read exactly as before', async () => {
    const scene = await createMailScene(handle.db);
    await bookVisit(handle.db, scene, { date: '2026-03-20', time: '11:00' });
    const [owner] = await smtp.waitForMail({ to: scene.ownerEmail });
    expect(owner!.parsed.subject).toBe(
      'Booking received: Dental Check for Rex at Camden Animal Clinic, Friday 20 March 2026 at 11:00 London time',
    );
    expect(owner!.parsed.text).toContain('Hello Olivia,');
    expect(owner!.parsed.text).toContain('Clinic phone: 020 7946 0000');
    expect(summaryOf(owner!.parsed)).toBe('Dental Check for Rex at Camden Animal Clinic');
  });

  /** A link asked for, as the API records it: its row and its event in one transaction. */
  const askLink = (ownerId: string, email: string, purpose: 'password-reset' | 'verify-email') =>
    handle.db.transaction(async (tx) => {
      const [link] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into account_links (account_id, purpose, email)
          values (${ownerId}, ${purpose}, ${email}) returning id`),
      );
      await publishNotification(
        tx,
        purpose === 'password-reset'
          ? { kind: 'password-reset', linkId: link!.id }
          : { kind: 'verify-email', linkId: link!.id },
      );
    });

  it('when a Spanish account asks for a new password, then the reset email is Spanish', async () => {
    const scene = await createMailScene(handle.db);
    await handle.db
      .update(schema.accounts)
      .set({ locale: 'es' })
      .where(eq(schema.accounts.id, scene.ownerId));
    await askLink(scene.ownerId, scene.ownerEmail, 'password-reset');
    const [mail] = await smtp.waitForMail({ to: scene.ownerEmail });
    expect(mail!.parsed.subject).toBe('Elija una nueva contraseña de PetVet');
    expect(mail!.parsed.text).toContain('Hola, Olivia:');
    expect(mail!.parsed.text).toContain('El enlace funciona una sola vez, durante 60 minutos');
    expect(mail!.parsed.text).toMatch(/^Elegir una nueva contraseña: https:\/\/petvet\.test\//m);
  });

  it('when a French account is made, then its verification email is French', async () => {
    const scene = await createMailScene(handle.db, { ownerVerified: false });
    await handle.db
      .update(schema.accounts)
      .set({ locale: 'fr' })
      .where(eq(schema.accounts.id, scene.ownerId));
    await askLink(scene.ownerId, scene.ownerEmail, 'verify-email');
    const [mail] = await smtp.waitForMail({ to: scene.ownerEmail });
    expect(mail!.parsed.subject).toBe('Confirmez votre adresse e-mail PetVet');
    expect(mail!.parsed.text).toContain('Bonjour Olivia,');
    expect(mail!.parsed.text).toContain('Le lien ne fonctionne qu’une fois, pendant 48 heures.');
    expect(mail!.parsed.html).toContain('<html lang="fr">');
  });

  it("when a French practice owner invites a new colleague, then the invitation speaks the inviter's French", async () => {
    const scene = await createMailScene(handle.db);
    const invitee = `nurse.${scene.clinicId.slice(0, 8)}@example.test`;
    await handle.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`with inviter as (
            update accounts set locale = 'fr'
            where id = (select account_id from clinics where id = ${scene.clinicId})
            returning id)
          insert into staff_invitations (clinic_id, email, role, token_hash, invited_by, expires_at)
          select ${scene.clinicId}, ${invitee}, 'nurse', md5(random()::text), inviter.id,
            now() + interval '7 days'
          from inviter returning id`),
      );
      await publishNotification(tx, { kind: 'staff-invitation', invitationId: row!.id });
    });
    const [mail] = await smtp.waitForMail({ to: invitee });
    expect(mail!.parsed.subject).toBe('Rejoignez Camden Animal Clinic sur PetVet');
    expect(mail!.parsed.text).toContain(
      'Victor Vet vous invite à rejoindre Camden Animal Clinic sur PetVet en tant qu’auxiliaire vétérinaire.',
    );
  });
});
