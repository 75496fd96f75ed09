import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS, QUEUES } from '@petvet/shared';
import { createLogger, schema, type OutboxRunner } from '@petvet/shared/server';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import { waitFor } from '../../../test-support/wait-for';
import { createNotifyWorker, type NotifyWorker } from './notify-worker';
import { REMINDERS_SCHEDULER_ID, WAITLIST_SWEEP_SCHEDULER_ID } from './schedules';
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
const logger = createLogger('notify-test', 'silent');

/** The invitation of an email: the text/calendar alternative nodemailer adds for icalEvent. */
function invitationOf(mail: ParsedMail): string {
  const part = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(part, `an .ics attachment in "${mail.subject}"`).toBeDefined();
  // Unfolded: a long line continues on the next one after a space.
  return part!.content.toString('utf8').replace(/\r\n /g, '');
}
const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1]?.trim();
const sequenceOf = (ics: string) => Number(/^SEQUENCE:(\d+)$/m.exec(ics)?.[1]);

describe('emails of appointment events, sent from the outbox', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtpServer;
  let notifier: LocalNotifier;
  let runner: OutboxRunner;
  let scene: MailScene;
  let dataDir: string;

  const rowOf = (jobId: string) => notifyRowOf(handle.db, jobId);
  const delivered = (jobId: string) => deliveredRow(handle.db, jobId);

  beforeAll(async () => {
    handle = await freshDatabase();
    smtp = await startTestSmtpServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-mail-'));
    notifier = await startLocalNotifier(handle.db, {
      queuePrefix: 'notify-test',
      mail: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://petvet.test',
      },
      schedules: false,
    });
    runner = notifier.runner;
    scene = await createMailScene(handle.db);
  }, 60_000);
  afterEach(() => smtp.refuse(false));
  afterAll(async () => {
    await notifier?.close();
    await smtp?.stop();
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a booking is made, then the owner and the clinic each receive an email with the visit as an .ics invitation', async () => {
    const id = await bookVisit(handle.db, scene, { date: '2026-03-20', time: '10:30' });
    const [owner] = await smtp.waitForMail({ to: scene.ownerEmail });
    const [clinic] = await smtp.waitForMail({ to: scene.clinicEmail });

    expect(owner!.parsed.subject).toBe(
      'Booking received: Dental Check for Rex at Camden Animal Clinic, Friday 20 March 2026 at 10:30 London time',
    );
    expect(owner!.parsed.text).toContain('awaiting confirmation by the clinic');
    // "Cancel or change" opens this visit on the owner's dashboard.
    expect(owner!.parsed.html).toContain(
      `href="https://petvet.test/dashboard?tab=appointments&amp;appointment=${id}"`,
    );
    const ics = invitationOf(owner!.parsed);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260320T103000');
    expect(uidOf(ics)).toBe(`${id}@petvet`);
    expect(clinic!.parsed.subject).toContain('New booking: Dental Check for Rex');
    expect(clinic!.parsed.text).toContain('Sensitive left side');
    expect(invitationOf(clinic!.parsed)).toContain('METHOD:REQUEST');
    expect((await delivered(`booked-${id}`))?.lastError).toBeNull();
  });

  it("when the clinic's profile names no email, then its copy of a booking goes to its business account's address", async () => {
    const quiet = await createMailScene(handle.db, { profileEmail: false });
    const id = await bookVisit(handle.db, quiet, { date: '2026-03-20', time: '12:00' });
    const [clinic] = await smtp.waitForMail({ to: quiet.clinicEmail });
    expect(clinic!.parsed.subject).toContain('New booking: Dental Check for Rex');
    expect(invitationOf(clinic!.parsed)).toContain(
      `ORGANIZER;CN="Camden Animal Clinic":mailto:${quiet.clinicEmail}`,
    );
    expect(uidOf(invitationOf(clinic!.parsed))).toBe(`${id}@petvet`);
  });

  it('when the clinic cancels with a reason, then the owner receives METHOD:CANCEL for the same UID, with the reason and who cancelled', async () => {
    const id = await bookVisit(handle.db, scene, { date: '2026-03-21', time: '09:00' });
    await delivered(`booked-${id}`);
    await changeVisit(
      handle.db,
      id,
      { status: 'cancelled' },
      { kind: 'cancelled', cancelledBy: 'clinic', reason: 'The vet is ill' },
    );
    const [cancelled] = await waitFor(
      async () =>
        smtp.to(scene.ownerEmail).filter((mail) => mail.parsed.subject?.startsWith('Cancelled:')),
      (found) => found.length > 0,
      10_000,
    );
    expect(cancelled!.parsed.text).toContain('Camden Animal Clinic has cancelled your appointment');
    expect(cancelled!.parsed.text).toContain('Reason given: The vet is ill');
    const ics = invitationOf(cancelled!.parsed);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(uidOf(ics)).toBe(`${id}@petvet`);
    // The clinic cancelled: it is not told of its own act.
    await delivered(`cancelled-${id}`);
    expect(
      smtp.to(scene.clinicEmail).filter((m) => m.parsed.subject?.startsWith('Cancelled')),
    ).toEqual([]);
  });

  it('when the owner cancels, then the clinic is told too, and both invitations cancel the event', async () => {
    const id = await bookVisit(handle.db, scene, { date: '2026-03-22', time: '16:00' });
    await delivered(`booked-${id}`);
    await changeVisit(
      handle.db,
      id,
      { status: 'cancelled' },
      { kind: 'cancelled', cancelledBy: 'owner', reason: 'Rex is better' },
    );
    await delivered(`cancelled-${id}`);
    const [toClinic] = smtp
      .to(scene.clinicEmail)
      .filter((mail) => mail.parsed.subject?.startsWith('Cancelled by the owner'));
    expect(toClinic!.parsed.text).toContain('Olivia Owner has cancelled this appointment');
    expect(toClinic!.parsed.text).toContain('Reason given: Rex is better');
    expect(invitationOf(toClinic!.parsed)).toContain('METHOD:CANCEL');
    const [toOwner] = smtp
      .to(scene.ownerEmail)
      .filter((mail) => mail.parsed.subject?.includes('Sunday 22 March 2026 at 16:00'))
      .filter((mail) => mail.parsed.subject?.startsWith('Cancelled:'));
    expect(toOwner!.parsed.text).toContain('Your appointment is cancelled, as you asked.');
  });

  it('when a visit is moved, then the email names the old and new time and the invitation keeps its UID with a higher SEQUENCE', async () => {
    const id = await bookVisit(handle.db, scene, { date: '2026-03-23', time: '11:00' });
    const before = smtp.to(scene.ownerEmail).length;
    await delivered(`booked-${id}`);
    await changeVisit(
      handle.db,
      id,
      { appointmentDate: '2026-03-24', appointmentTime: '14:15' },
      { kind: 'rescheduled', previous: { date: '2026-03-23', time: '11:00' } },
    );
    const mails = await smtp.waitForMail({ to: scene.ownerEmail, count: before + 2 });
    const [booked, moved] = mails.slice(before).map((mail) => mail.parsed);
    expect(moved!.subject).toContain('Moved: Dental Check for Rex');
    expect(moved!.text).toContain(
      'from Monday 23 March 2026 at 11:00 London time to Tuesday 24 March 2026 at 14:15 London time',
    );
    const first = invitationOf(booked!);
    const second = invitationOf(moved!);
    expect(uidOf(second)).toBe(uidOf(first));
    expect(sequenceOf(second)).toBeGreaterThan(sequenceOf(first));
    expect(second).toContain('DTSTART;TZID=Europe/London:20260324T141500');
  });

  it('when the same send job runs twice, then one email goes out', async () => {
    const id = await bookVisit(handle.db, scene, { date: '2026-03-25', time: '09:30' });
    await delivered(`booked-${id}`);
    // The same event queued again, and its row released to run once more.
    await handle.db
      .update(outbox)
      .set({ deliveredAt: null, claimedBy: null, claimedUntil: null })
      .where(eq(outbox.jobId, `booked-${id}`));
    await waitFor(
      () => rowOf(`booked-${id}`),
      (row) => (row?.runs ?? 0) >= 2 && Boolean(row?.deliveredAt),
      10_000,
    );
    const toOwner = smtp
      .to(scene.ownerEmail)
      .filter((mail) => mail.parsed.subject?.includes('Wednesday 25 March 2026 at 09:30'));
    expect(toOwner).toHaveLength(1);
  });

  it('when the SMTP server refuses, then the job fails and its row waits for a retry that delivers the email later', async () => {
    smtp.refuse(true);
    const id = await bookVisit(handle.db, scene, { date: '2026-03-26', time: '15:00' });
    const failed = await waitFor(
      () => rowOf(`booked-${id}`),
      (row) => (row?.runs ?? 0) >= 1 && row?.claimedBy === null,
      10_000,
    );
    expect(failed?.deliveredAt).toBeNull();
    expect(failed?.lastError).toMatch(/451|refused/);
    expect(smtp.to(scene.ownerEmail).some((m) => m.parsed.subject?.includes('26 March'))).toBe(
      false,
    );

    smtp.refuse(false);
    // The backoff is the transport's: the test brings the retry forward instead of waiting.
    await handle.db
      .update(outbox)
      .set({ availableAt: sql`now()` })
      .where(eq(outbox.jobId, `booked-${id}`));
    const [mail] = await waitFor(
      async () => smtp.to(scene.ownerEmail).filter((m) => m.parsed.subject?.includes('26 March')),
      (found) => found.length > 0,
      10_000,
    );
    expect(mail?.parsed.subject).toContain('Booking received');
    expect((await delivered(`booked-${id}`))?.lastError).toBeNull();
  });

  it('when the reminder sweep runs twice, then a visit starting in 24 hours gets one reminder, and visits later or cancelled get none', async () => {
    const soon = await bookVisit(handle.db, scene, { date: '2026-03-11', time: '09:00' });
    const later = await bookVisit(handle.db, scene, { date: '2026-03-11', time: '11:00' });
    const cancelled = await bookVisit(handle.db, scene, { date: '2026-03-11', time: '08:30' });
    await handle.db
      .update(schema.appointments)
      .set({ status: 'cancelled' })
      .where(eq(schema.appointments.id, cancelled));

    await runner.runNow(QUEUES.notify, JOBS.queueReminders, {});
    await runner.runNow(QUEUES.notify, JOBS.queueReminders, {});
    await delivered(`reminder-${soon}-2026-03-11T0900`);

    const reminders = smtp
      .to(scene.ownerEmail)
      .filter((mail) => mail.parsed.subject?.startsWith('Reminder:'));
    expect(reminders.map((mail) => mail.parsed.subject)).toEqual([
      'Reminder: Dental Check for Rex at Camden Animal Clinic, Wednesday 11 March 2026 at 09:00 London time',
    ]);
    expect(invitationOf(reminders[0]!.parsed)).toContain(`UID:${soon}@petvet`);
    const queued = await handle.db
      .select({ jobId: outbox.jobId })
      .from(outbox)
      .where(sql`${outbox.jobId} like 'reminder-%'`);
    expect(queued.map((row) => row.jobId)).toEqual([`reminder-${soon}-2026-03-11T0900`]);
    expect(later).not.toBe(soon);
  });

  it('when a vaccination comes due in 14 days, then two sweeps send its owner one email', async () => {
    const [due, notYet] = await handle.db
      .insert(schema.vaccinations)
      .values([
        {
          petId: scene.petId,
          vaccineName: 'Rabies',
          dateGiven: '2025-03-24',
          nextDueDate: '2026-03-24',
        },
        {
          petId: scene.petId,
          vaccineName: 'Leptospirosis',
          dateGiven: '2025-04-30',
          nextDueDate: '2026-04-30',
        },
      ])
      .returning({ id: schema.vaccinations.id });

    await runner.runNow(QUEUES.notify, JOBS.queueReminders, {});
    await runner.runNow(QUEUES.notify, JOBS.queueReminders, {});
    await delivered(`vaccination-due-${due!.id}-2026-03-24`);

    const notices = smtp
      .to(scene.ownerEmail)
      .filter((mail) => mail.parsed.subject?.includes('vaccination is due'));
    expect(notices.map((mail) => mail.parsed.subject)).toEqual([
      "Rex's Rabies vaccination is due on Tuesday 24 March 2026",
    ]);
    expect(await rowOf(`vaccination-due-${notYet!.id}-2026-04-30`)).toBeUndefined();
  });

  it('when a freed time is held for a waiting owner, then the offer email names the clinic, the time, the hold expiry and a link to book it', async () => {
    const holdId = await holdForOwner(handle.db, scene, {
      date: '2026-03-12',
      startTime: '10:00',
      endTime: '10:30',
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    });
    const [offer] = await waitFor(
      async () =>
        smtp.to(scene.ownerEmail).filter((m) => m.parsed.subject?.startsWith('A time came free')),
      (found) => found.length > 0,
      10_000,
    );
    expect(offer!.parsed.subject).toBe(
      'A time came free at Camden Animal Clinic: Thursday 12 March 2026 at 10:00',
    );
    expect(offer!.parsed.text).toContain('until 09:15 on Tuesday 10 March 2026');
    expect(offer!.parsed.text).toContain(
      `https://petvet.test/book-appointment/${scene.clinicId}?date=2026-03-12&time=10%3A00`,
    );
    expect((await delivered(`offer-${holdId}`))?.lastError).toBeNull();
  });

  it('when an offer ran out before its email went, then no email goes', async () => {
    const before = smtp.received.length;
    const holdId = await holdForOwner(handle.db, scene, {
      date: '2026-03-13',
      startTime: '10:00',
      endTime: '10:30',
      expiresAt: new Date(NOW.getTime() - 60_000),
    });
    await delivered(`offer-${holdId}`);
    expect(smtp.received.length).toBe(before);
  });
});

describe('emails without an SMTP server (the embedded default)', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  let notifier: LocalNotifier;
  let scene: MailScene;
  let tomorrow: string;

  beforeAll(async () => {
    handle = await freshDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-eml-'));
    scene = await createMailScene(handle.db);
    // Booked before the worker starts: 24 hours ahead of the clock.
    tomorrow = await bookVisit(handle.db, scene, { date: '2026-03-11', time: '09:00' });
    notifier = await startLocalNotifier(handle.db, {
      queuePrefix: 'notify-eml-test',
      mail: {
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
      },
      // The timers run each sweep once at start, as a new scheduler does.
      schedules: { remindersMs: 3_600_000, waitlistMs: 3_600_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await notifier?.close();
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when SMTP_URL is unset, then each email is written as an .eml file under DATA_DIR/mail, and the reminder sweep runs on its timer without Redis', async () => {
    const folder = path.join(dataDir, 'mail');
    const files = await waitFor(
      async () => readdirSafe(folder).filter((name) => name.endsWith('.eml')),
      (found) => found.length >= 3,
      10_000,
    );
    const texts = files.map((name) => readFileSync(path.join(folder, name), 'utf8'));
    const toOwner = texts.filter((text) => text.includes(`To: ${scene.ownerEmail}`));
    const subjects = toOwner.map((text) => /^Subject: (.*)$/m.exec(text)?.[1]).sort();
    expect(subjects).toEqual([
      expect.stringMatching(/^Booking received: Dental Check for Rex/),
      expect.stringMatching(/^Reminder: Dental Check for Rex/),
    ]);
    expect(texts.some((text) => text.includes(`To: ${scene.clinicEmail}`))).toBe(true);
    for (const text of toOwner) {
      expect(text).toContain('METHOD:REQUEST');
      expect(text).toContain(`UID:${tomorrow}@petvet`);
    }
  });
});

describe('emails through BullMQ', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: TestSmtpServer;
  let worker: NotifyWorker;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petvet-bull-mail-'));

  beforeAll(async () => {
    handle = await freshDatabase();
    smtp = await startTestSmtpServer();
    worker = await createNotifyWorker({
      db: handle.db,
      redisUrl: inject('redisUrl'),
      queuePrefix: `${inject('queuePrefix')}_notify`,
      logger,
      mail: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PetVet <no-reply@petvet.test>',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://petvet.test',
      },
      schedules: { remindersMs: 300_000, waitlistMs: 60_000 },
      now: () => NOW,
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.queue.obliterate({ force: true });
    await worker?.close();
    await smtp?.stop();
    await handle?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the outbox row is handed to BullMQ under its event key, then the email goes out once however often it is added', async () => {
    const scene = await createMailScene(handle.db);
    const id = await bookVisit(handle.db, scene, { date: '2026-03-20', time: '10:30' });
    const [row] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.jobId, `booked-${id}`));
    // As the relay hands it over, twice (a crash between the add and the mark).
    for (let i = 0; i < 2; i += 1)
      await worker.queue.add(row!.jobName, row!.payload, { jobId: row!.jobId });
    await smtp.waitForMail({ to: scene.ownerEmail });
    await waitFor(
      async () => worker.queue.getJobCounts('completed'),
      (counts) => (counts.completed ?? 0) >= 1,
      10_000,
    );
    expect(smtp.to(scene.ownerEmail)).toHaveLength(1);
    expect(invitationOf(smtp.to(scene.ownerEmail)[0]!.parsed)).toContain('METHOD:REQUEST');
  });

  it('when the worker starts on Redis, then the reminder sweep is scheduled every 5 minutes and the lapsed-offer sweep every minute', async () => {
    const reminders = await worker.queue.getJobScheduler(REMINDERS_SCHEDULER_ID);
    const offers = await worker.queue.getJobScheduler(WAITLIST_SWEEP_SCHEDULER_ID);
    expect(reminders).toMatchObject({ name: JOBS.queueReminders, every: 300_000 });
    expect(offers).toMatchObject({ name: JOBS.waitlistOffers, every: 60_000 });
  });
});

function readdirSafe(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
