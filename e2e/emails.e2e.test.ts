import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { bookAt } from './support/booking-scene';
import { readMailbox, type MailboxMessage } from './support/mailbox';
import {
  addPet,
  registerAccount,
  seedLondonClinic,
  type SeededClinic,
  type Session,
} from './support/seed';

/** The address a line "Label: https://..." of the email's text names. */
const linkIn = (mail: MailboxMessage, label: string) =>
  new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];

/**
 * The emails of a booking, read as an owner reads them: the scene is a London clinic whose address
 * already ends with its city and postcode, and an owner who booked 10:30 tomorrow. Each link is
 * opened in Chromium from a browser that is not signed in, as from a mail app.
 */
describe('the links of a booking email', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  let owner: Session;
  let appointmentId: string;
  let mail: MailboxMessage;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Mail ${Date.now().toString(36)}`);
    owner = await registerAccount('pet_owner', 'Olivia', 'Mailreader');
    const pet = await addPet(owner, 'Biscuit');
    appointmentId = await bookAt(owner, pet.id, clinic.id, clinic.date, '10:30');
    const mails = await waitFor(
      () => readMailbox(inject('mailboxUrl'), owner.email),
      (found) => found.some((m) => m.subject.startsWith('Booking received')),
      30_000,
    );
    mail = mails.find((m) => m.subject.startsWith('Booking received'))!;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test('when the owner reads the booking email, then it offers "Cancel or change" and "Add to calendar" on the site’s address, names the time by its city and the address once', () => {
    for (const label of ['Cancel or change', 'Add to calendar']) {
      expect(linkIn(mail, label), `${label} in:\n${mail.text}`).toMatch(
        new RegExp(`^${baseUrl()}/`),
      );
    }
    expect(mail.text).toContain('at 10:30 London time');
    expect(mail.text.split('SE1 7PB')).toHaveLength(2);
  });

  test('when its "Cancel or change" link is opened signed out, then after signing in the owner reaches that visit with its Cancel and Reschedule buttons', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, width);
      await page.goto(linkIn(mail, 'Cancel or change')!);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.getByLabel(/^Email/).fill(owner.email);
      await page.getByLabel(/^Password/).fill(owner.password);
      await page.getByRole('button', { name: 'Login' }).click();

      const visit = page.locator('[data-testid="appointment"][aria-current="true"]');
      await visit.waitFor();
      expect(await visit.textContent()).toContain(clinic.name);
      expect(await visit.textContent()).toContain('Biscuit');
      expect(new URL(page.url()).searchParams.get('appointment')).toBe(appointmentId);
      await visit.getByRole('button', { name: 'Reschedule' }).waitFor();
      await visit.getByRole('button', { name: /^Cancel/ }).waitFor();
      expect(await visit.isVisible()).toBe(true);
      await screenshot(page, 'emails-cancel-or-change');
      await context.close();
    }
  });

  test('when its "Add to calendar" link is opened with no session, then it answers the visit as text/calendar', async () => {
    const { context } = await newPage(browser);
    const res = await context.request.get(linkIn(mail, 'Add to calendar')!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    // Unfolded: long lines of a calendar file continue on lines starting with a space.
    const ics = (await res.text()).replace(/\r\n /g, '');
    expect(ics).toContain(`UID:${appointmentId}@petvet`);
    expect(ics).toContain(`DTSTART;TZID=Europe/London:${clinic.date.replaceAll('-', '')}T103000`);
    expect(ics).toContain('1 Riverside Walk\\, London SE1 7PB');
    expect(ics.split('SE1 7PB')).toHaveLength(2);
    await context.close();
  });
});
