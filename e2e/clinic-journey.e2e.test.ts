import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { todayIn, type BusinessAppointment, type BusinessProfile } from '@petvet/shared';
import { waitFor } from '../test-support/wait-for';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
  signInAs,
} from './support/browser';
import { apiCall, bookAt } from './support/booking-scene';
import { addSlot, dragEventTo, nextOpenDayInLondon, sundayAfter } from './support/clinic-scene';
import { readMailbox } from './support/mailbox';
import {
  addPet,
  LONDON_TIME_ZONE,
  registerAccount,
  seedLondonClinic,
  type SeededClinic,
} from './support/seed';

const mailTo = (email: string, subject: RegExp) =>
  waitFor(
    () => readMailbox(inject('mailboxUrl'), email),
    (mails) => mails.some((m) => subject.test(m.subject)),
    30_000,
  ).then((mails) => mails.find((m) => subject.test(m.subject)));

describe('clinic journey', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    // Its slots are on a day the journey's hours keep open, so Generate finds them there.
    clinic = await seedLondonClinic(
      `Calendar ${Date.now().toString(36)}`,
      nextOpenDayInLondon(todayIn(LONDON_TIME_ZONE, new Date())),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when the clinic sets its hours, generates a month, drags a visit and cancels another with a reason, then the owner is emailed both and the waiting owner is offered the time', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, clinic.business);

    // Working hours: Monday to Friday 08:00-18:00, Saturday 09:00-13:00, Sunday closed.
    await page.goto('/vet-dashboard?tab=profile');
    await page.getByRole('button', { name: 'Remove Monday 14:00-17:00' }).click();
    await page.getByLabel('Monday opens').fill('08:00');
    await page.getByLabel('Monday closes').fill('18:00');
    await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
    await page.getByRole('button', { name: 'Remove Saturday 14:00-17:00' }).click();
    await page.getByLabel('Saturday closes').fill('13:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    const profile = await apiCall<BusinessProfile>('GET', '/vet-business/profile', clinic.business);
    expect(profile.workingHours?.map((d) => d.ranges)).toEqual([
      ...Array(5).fill([{ start: '08:00', end: '18:00' }]),
      [{ start: '09:00', end: '13:00' }],
      [],
    ]);
    expect(profile.openingHours[0]).toBe('Monday: 8:00 AM - 6:00 PM');

    // Generate 30 Days asks first, then says in words what it added.
    await page.goto('/vet-dashboard?tab=calendar');
    await page.getByRole('button', { name: 'Generate 30 Days' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    const said = page.getByText(/^Added \d+ time slots for .+; 3 already existed$/);
    await said.waitFor();

    // An owner with a visit tomorrow at 10:00 and one on a closed Sunday the clinic opened by hand.
    const owner = await registerAccount('pet_owner', 'Olive', 'Owner');
    const biscuit = await addPet(owner, 'Biscuit', 'Dog');
    const sunny = await addPet(owner, 'Sunny', 'Cat');
    const moved = await bookAt(owner, biscuit.id, clinic.id, clinic.date, '10:00');
    const sunday = sundayAfter(clinic.date);
    await addSlot(clinic.business, sunday, '10:00', '10:30');
    const cancelled = await bookAt(owner, sunny.id, clinic.id, sunday, '10:00');
    const waiting = await registerAccount('pet_owner', 'Wes', 'Waiting');
    const rolo = await addPet(waiting, 'Rolo', 'Dog');
    await apiCall('POST', '/waitlist', waiting, { vetId: clinic.id, date: sunday, petId: rolo.id });

    // The week view, in the clinic's zone; tomorrow may be in next week's page.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.reload();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await page.getByText('Times in Europe/London', { exact: false }).waitFor();
    if ((await page.locator(`td.fc-timegrid-col[data-date="${clinic.date}"]`).count()) === 0) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.locator('.fc-timegrid-event', { hasText: 'Biscuit' }).waitFor();
    await screenshot(page, 'clinic-journey-week');
    await expectNoSeriousA11yViolations(page, 'clinic week calendar');

    await dragEventTo(page, 'Biscuit', clinic.date, '11:00');
    await page
      .getByRole('alertdialog', { name: 'Move this visit?' })
      .getByRole('button', { name: 'Move and email the owner' })
      .click();
    await page.getByText(/^Moved to .+ at 11:00; the owner is emailed$/).waitFor();
    const afterMove = await apiCall<BusinessAppointment[]>(
      'GET',
      '/vet-business/appointments',
      clinic.business,
    );
    expect(afterMove.find((a) => a.id === moved)?.time.slice(0, 5)).toBe('11:00');

    // Cancel the Sunday visit with a reason, through the appointments list.
    await page.goto('/vet-dashboard?tab=appointments');
    const row = page.getByRole('listitem').filter({ hasText: 'Sunny' });
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
    await dialog.getByLabel(/Reason for the owner/).fill('The vet is on a course that day');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.waitFor({ state: 'detached' });
    const afterCancel = await apiCall<BusinessAppointment[]>(
      'GET',
      '/vet-business/appointments',
      clinic.business,
    );
    expect(afterCancel.find((a) => a.id === cancelled)?.status).toBe('cancelled');

    const movedMail = await mailTo(owner.email, /^Moved by /);
    expect(movedMail?.text).toMatch(/has moved your appointment from .+ to .+11:00/);
    const cancelMail = await mailTo(owner.email, /^Cancelled: /);
    expect(cancelMail?.text).toContain('The vet is on a course that day');
    const offer = await mailTo(waiting.email, /^A time came free at /);
    expect(offer?.subject).toContain(clinic.name);
    expect(offer?.text).toContain('10:00');
    await context.close();
  });
});
