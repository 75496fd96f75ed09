import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAppointmentSchema } from '@petvet/shared';
import { createMailTransport, sendMailEvent, type MailTransport } from '@petvet/shared/backend';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../../../test-support/smtp-server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  type OwnerWithPet,
} from '../appointments/test-support/booking-scene';
import { sendAccountMail, tokenIn, verifyEmail } from '../account/test-support/link-mail';
import { addSlot, manualClock, setUpClinicOf } from '../appointments/test-support/booking-fixtures';

/**
 * The setup: Camden Animal Clinic in London, whose address already ends with its city and
 * postcode, as most clinics type it; Olivia books Rex for 10:00 on 12 March 2030, and every email
 * of that visit (booked, confirmed, moved, reminder, cancelled) is sent through a real SMTP server
 * with links to the address the API under test listens on.
 */
const clock = manualClock('2030-03-04T09:00:00Z');
const DATE = '2030-03-12';
const TIME = '10:00';

/** Label and address of every link in an email's HTML part. */
function linksOf(mail: ReceivedMail): Map<string, string> {
  const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
  const links = new Map<string, string>();
  for (const match of html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)) {
    links.set(match[2]!.replace(/&amp;/g, '&'), match[1]!.replace(/&amp;/g, '&'));
  }
  return links;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the links and words of appointment emails', () => {
  let t: TestApp;
  let business: TestAccount;
  let owner: OwnerWithPet;
  let appointmentId: string;
  let server: Server;
  let site: string;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  const sent: Array<{ kind: string; mails: ReceivedMail[] }> = [];

  const send = async (kind: string, payload: Record<string, unknown>) => {
    const before = smtp.received.length;
    const sender = {
      db: t.deps.db,
      transport,
      publicUrl: site,
      linkSecret: () => t.deps.config.JWT_SECRET,
      from: 'PetVet <no-reply@petvet.test>',
      logger: t.deps.logger,
    };
    const { sent: count } = await sendMailEvent(
      sender,
      { kind, appointmentId, ...payload },
      clock.now(),
    );
    const mails = await smtp.waitForMail({ count: before + count });
    sent.push({ kind, mails: mails.slice(before) });
  };

  beforeAll(async () => {
    let clinicId: string;
    ({ t, business, owner, clinicId } = await createBookingScene(clock.now));
    // The owner confirms the address from its email, as reminders wait for a confirmed one.
    const [verification] = await sendAccountMail(t, String(owner.account.user.id), clock.now());
    expect((await verifyEmail(t, tokenIn(verification))).status).toBe(200);
    await setUpClinicOf(t.deps.db, String(business.user.id), {
      address: '12 High Street, London NW1 7JR',
      city: 'London',
      postcode: 'NW1 7JR',
      timeZone: 'Europe/London',
    });
    server = t.app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    site = `http://localhost:${(server.address() as AddressInfo).port}`;
    smtp = await startTestSmtpServer();
    transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'PetVet <no-reply@petvet.test>',
      dataDir: '/nonexistent',
      logger: t.deps.logger,
    });

    const timeSlotId = await addSlot(t.deps.db, clinicId, { date: DATE, startTime: TIME });
    const booked = await postBooking(t.app, owner, {
      clinicId,
      timeSlotId,
      date: DATE,
      time: TIME,
    });
    appointmentId = ownerAppointmentSchema.parse(booked.body).id;
    await send('booked', {});
    const setStatus = (status: string) =>
      request(t.app)
        .put(`/api/vet-business/appointments/${appointmentId}/status`)
        .set(bearer(business.token))
        .send({ status });
    expect((await setStatus('confirmed')).status).toBe(200);
    await send('confirmed', {});
    await send('rescheduled', { previous: { date: '2030-03-11', time: '09:30' } });
    await send('reminder', { at: { date: DATE, time: TIME } });
    expect((await setStatus('cancelled')).status).toBe(200);
    await send('cancelled', { cancelledBy: 'clinic' });
  }, 60_000);
  afterAll(async () => {
    transport?.close();
    await smtp?.stop();
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  const ownerMails = () =>
    sent.map(({ kind, mails }) => ({
      kind,
      mail: mails.find((mail) => mail.recipients.includes(owner.account.email))!,
    }));

  it('when each event of a visit is emailed, then the owner gets one email per event', () => {
    expect(ownerMails().map(({ kind, mail }) => [kind, Boolean(mail)])).toEqual(
      ['booked', 'confirmed', 'rescheduled', 'reminder', 'cancelled'].map((kind) => [kind, true]),
    );
  });

  it('when an appointment email is read, then every link in it starts with the address the site is reached at', () => {
    for (const { mails } of sent) {
      for (const mail of mails) {
        const links = [...linksOf(mail).values()];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${site}/`)).toBe(true);
        for (const url of mail.parsed.text?.match(/https?:\/\/\S+/g) ?? []) {
          expect(url.startsWith(`${site}/`)).toBe(true);
        }
      }
    }
  });

  it('when an owner reads any appointment email, then it offers "Cancel or change" opening that visit on the dashboard', () => {
    for (const { kind, mail } of ownerMails()) {
      const manage = new URL(linksOf(mail).get('Cancel or change') ?? 'missing:', site);
      expect(manage.pathname, kind).toBe('/dashboard');
      expect(manage.searchParams.get('appointment'), kind).toBe(appointmentId);
      expect(manage.searchParams.get('tab'), kind).toBe(
        kind === 'cancelled' ? 'history' : 'appointments',
      );
      expect(mail.parsed.text, kind).toContain(`Cancel or change: ${manage.href}`);
    }
  });

  it('when the "Add to calendar" link of any appointment email is opened without signing in, then it downloads that visit as text/calendar', async () => {
    for (const { kind, mails } of sent) {
      for (const mail of mails) {
        const link = linksOf(mail).get('Add to calendar');
        expect(link, kind).toMatch(/\/api\/calendar\/visits\/[\w-]{64}\.ics$/);
        const res = await fetch(link!);
        expect(res.status, kind).toBe(200);
        expect(res.headers.get('content-type'), kind).toMatch(/^text\/calendar/);
        const body = await res.text();
        expect(body, kind).toContain(`UID:${appointmentId}@petvet`);
        expect(body, kind).toContain('DTSTART;TZID=Europe/London:20300312T100000');
      }
    }
  });

  it('when the visit is cancelled, then its calendar file removes it from the calendar', async () => {
    const { mail } = ownerMails().find(({ kind }) => kind === 'cancelled')!;
    const body = await (await fetch(linksOf(mail).get('Add to calendar')!)).text();
    expect(body).toContain('METHOD:CANCEL');
    expect(body).toContain('STATUS:CANCELLED');
  });

  it('when a calendar file address is altered or made up, then it answers 404 with the error body', async () => {
    const { mail } = ownerMails()[0]!;
    const link = linksOf(mail).get('Add to calendar')!;
    // One character of the MAC (after the 32 characters of the visit's id) changed: any of them,
    // "-" and "_" included, so the address always differs.
    const forged = link.replace(
      /\/visits\/([0-9a-f]{32})(.)/,
      (_m, id: string, mac: string) => `/visits/${id}${mac === 'A' ? 'B' : 'A'}`,
    );
    expect(forged).not.toBe(link);
    for (const path of [new URL(forged).pathname, '/api/calendar/visits/not-a-token.ics']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('when an appointment email gives the clinic address, then each part of it is printed once', () => {
    for (const { kind, mails } of sent) {
      for (const mail of mails) {
        const text = mail.parsed.text ?? '';
        expect(text, kind).toContain(
          'Where: Camden Animal Clinic, 12 High Street, London NW1 7JR\n',
        );
        expect(count(text, 'NW1 7JR'), kind).toBe(1);
        expect(count(text, '12 High Street'), kind).toBe(1);
      }
    }
  });

  it('when the owner downloads the visit from the dashboard, then its calendar file also names the address once', async () => {
    const res = await request(t.app)
      .get(`/api/appointments/${appointmentId}/calendar.ics`)
      .set(bearer(owner.account.token));
    expect(res.status).toBe(200);
    const ics = res.text.replace(/\r\n /g, '');
    expect(ics).toContain('LOCATION:Camden Animal Clinic\\, 12 High Street\\, London NW1 7JR\r\n');
  });

  it('when an appointment email gives a time, then it names the zone in words, by its city', () => {
    for (const { kind, mails } of sent) {
      for (const mail of mails) {
        const text = mail.parsed.text ?? '';
        expect(text, kind).toContain(
          'When: Tuesday 12 March 2030 at 10:00 London time (30 minutes)',
        );
        expect(mail.parsed.subject, kind).toContain('10:00 London time');
        expect(text, kind).not.toContain('Europe/London');
      }
    }
    const moved = ownerMails().find(({ kind }) => kind === 'rescheduled')!.mail;
    expect(moved.parsed.text).toContain(
      'moved from Monday 11 March 2030 at 09:30 London time to Tuesday 12 March 2030 at 10:00 London time',
    );
  });
});
