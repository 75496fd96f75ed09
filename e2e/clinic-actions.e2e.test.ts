import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { AppointmentDetails, BusinessAppointment } from '@petvet/shared';
import { openDatabase, schema } from '@petvet/shared/server';
import { waitFor } from '../test-support/wait-for';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser';
import { apiCall, bookAt } from './support/booking-scene';
import { addSlot, dragEventTo } from './support/clinic-scene';
import { readMailbox } from './support/mailbox';
import { addPet, registerAccount, seedLondonClinic, type SeededClinic } from './support/seed';

const SHOTS = '/tmp/shots';

const mailTo = (email: string, subject: RegExp) =>
  waitFor(
    () => readMailbox(inject('mailboxUrl'), email),
    (mails) => mails.some((m) => subject.test(m.subject)),
    30_000,
  ).then((mails) => mails.find((m) => subject.test(m.subject)));

const visitsOf = (clinic: SeededClinic) =>
  apiCall<BusinessAppointment[]>('GET', '/vet-business/appointments', clinic.business);

/** The calendar on the week (or, on a phone, the day) that shows `date`. */
async function calendarOn(page: Page, date: string) {
  await page.goto('/vet-dashboard?tab=calendar');
  await page.locator('.fc-view').waitFor();
  for (let step = 0; step < 7; step += 1) {
    if ((await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).count()) > 0) return;
    await page.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error(`the calendar never shows ${date}`);
}

/** The London wall clock `minutes` ago, as the clinic's date and HH:MM. */
function londonAgo(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() - minutes * 60_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

// Scene: a London clinic with free time tomorrow at 10:00, 10:30 and 11:00, and Olive's dog Biscuit.
describe('clinic actions that ask first or can be undone', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Actions ${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when the clinic drags a confirmed visit, then it is asked first, Cancel puts it back, and the move keeps it confirmed and tells the owner the clinic moved it', async () => {
    const owner = await registerAccount('pet_owner', 'Olive', 'Owner');
    const biscuit = await addPet(owner, 'Biscuit', 'Dog');
    const id = await bookAt(owner, biscuit.id, clinic.id, clinic.date, '10:00');
    await apiCall('PUT', `/vet-business/appointments/${id}/status`, clinic.business, {
      status: 'confirmed',
    });
    const { context, page } = await newPage(browser);
    await signInAs(page, clinic.business);
    await calendarOn(page, clinic.date);
    await page.locator('.fc-timegrid-event', { hasText: 'Biscuit' }).waitFor();

    await dragEventTo(page, 'Biscuit', clinic.date, '11:00');
    const ask = page.getByRole('alertdialog', { name: 'Move this visit?' });
    await ask
      .getByText(/^Move Biscuit's visit to .+ at 11:00\? The owner will be emailed\.$/)
      .waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await visitsOf(clinic)).find((a) => a.id === id)?.time).toBe('10:00');

    await dragEventTo(page, 'Biscuit', clinic.date, '11:00');
    await ask.getByRole('button', { name: 'Move and email the owner' }).click();
    await page.getByText(/^Moved to .+ at 11:00; the owner is emailed$/).waitFor();
    expect((await visitsOf(clinic)).find((a) => a.id === id)).toMatchObject({
      time: '11:00',
      status: 'confirmed',
    });
    const mail = await mailTo(owner.email, /^Moved by /);
    expect(mail?.text).toContain(`${clinic.name} has moved your appointment`);
    expect(mail?.text).not.toMatch(/awaiting confirmation/i);
    await context.close();
  });

  test('when the clinic marks a started visit a no-show, then it is asked first and Undo puts the visit back', async () => {
    const owner = await registerAccount('pet_owner', 'Nora', 'Late');
    const pip = await addPet(owner, 'Pip', 'Cat');
    await addSlot(clinic.business, clinic.date, '15:00', '15:30');
    const id = await bookAt(owner, pip.id, clinic.id, clinic.date, '15:00');
    await apiCall('PUT', `/vet-business/appointments/${id}/status`, clinic.business, {
      status: 'confirmed',
    });
    // The visit began ten minutes ago (the app books only the future; the clinic's day has begun).
    const started = londonAgo(10);
    const handle = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 1 });
    try {
      await handle.db
        .update(schema.appointments)
        .set({ appointmentDate: started.date, appointmentTime: started.time, timeSlotId: null })
        .where(eq(schema.appointments.id, id));
    } finally {
      await handle.close();
    }
    const { context, page } = await newPage(browser);
    await signInAs(page, clinic.business);
    await page.goto('/vet-dashboard?tab=appointments');
    const row = page.getByRole('listitem').filter({ hasText: 'Pip' });
    await row.getByRole('button', { name: 'Mark no-show' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Mark as a no-show?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await visitsOf(clinic)).find((a) => a.id === id)?.status).toBe('confirmed');

    await row.getByRole('button', { name: 'Mark no-show' }).click();
    await ask.getByRole('button', { name: 'Mark no-show' }).click();
    const undo = page.getByRole('status').filter({ hasText: 'Pip is marked as a no-show.' });
    await undo.waitFor();
    expect((await visitsOf(clinic)).find((a) => a.id === id)?.status).toBe('no_show');
    await undo.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Pip is no longer marked as a no-show.').waitFor();
    expect((await visitsOf(clinic)).find((a) => a.id === id)?.status).toBe('confirmed');
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`when the desk books a caller without an account (${width} px), then the client and pet are made, the visit opens with species, phone and email, and the emailed link sets the owner's password`, async () => {
      const time = width === 1280 ? '10:30' : '12:00';
      if (width !== 1280) await addSlot(clinic.business, clinic.date, '12:00', '12:30');
      const suffix = Date.now().toString(36);
      const email = `caller.${suffix}@e2e.test`;
      const petName = `Bun${width}`;
      const { context, page } = await newPage(browser, width);
      await signInAs(page, clinic.business);
      await calendarOn(page, clinic.date);

      // A click on the free time opens the phone booking.
      const column = await page
        .locator(`td.fc-timegrid-col[data-date="${clinic.date}"]`)
        .boundingBox();
      const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
      await lane.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const row = await lane.boundingBox();
      if (!column || !row) throw new Error('the free time is not on screen');
      await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
      const booking = page.getByRole('dialog', { name: /^Free time / });
      await booking.getByRole('button', { name: 'Book the caller as a new client' }).click();
      const form = page.getByRole('dialog', { name: /^New client, / });
      await form.getByLabel('First name').fill('Cara');
      await form.getByLabel('Last name').fill('Caller');
      await form.getByLabel('Phone').fill('020 7946 0999');
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel("Pet's name").fill(petName);
      await form.getByLabel(/^Species/).fill('Rabbit');
      await form.getByRole('button', { name: 'Create client and book' }).click();
      await form.waitFor({ state: 'detached' });

      const visit = (await visitsOf(clinic)).find((a) => a.petName === petName);
      expect(visit).toMatchObject({ ownerName: 'Cara Caller', time, status: 'confirmed' });
      const claim = await mailTo(email, /set your password$/);
      expect(claim?.text).toMatch(/\/claim-account\?token=[\w-]{20,}/);

      // The visit opens from the calendar, by keyboard as well as by click.
      const event = page.locator('.fc-timegrid-event', { hasText: petName });
      await event.waitFor();
      await event.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: `${petName}'s visit` });
      await panel.getByText('Rabbit').waitFor();
      await panel.getByRole('link', { name: '020 7946 0999' }).waitFor();
      await panel.getByRole('link', { name: email }).waitFor();
      const details = await apiCall<AppointmentDetails>(
        'GET',
        `/vet-business/appointments/${visit!.id}/details`,
        clinic.business,
      );
      expect(details.owner).toMatchObject({ phone: '020 7946 0999', email, claimed: false });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/actions-panel-${width}.png` });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await context.close();

      // The owner follows the emailed link, sets a password and is signed in.
      const token = /claim-account\?token=([\w-]+)/.exec(claim?.text ?? '')?.[1] ?? '';
      const owner = await newPage(browser, width);
      await owner.page.goto(`/claim-account?token=${token}`);
      await owner.page.getByLabel(/^New password/).fill('my-own-password');
      await owner.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await owner.page.waitForURL(/\/dashboard/);
      await owner.context.close();
      const signIn = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'my-own-password' }),
      });
      expect(signIn.status).toBe(200);
    });
  }
});
