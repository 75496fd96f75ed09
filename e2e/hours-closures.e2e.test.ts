import { addCalendarDays, WEEK_DAYS, type WorkingHours } from '@petvet/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import { launchBrowser, newPage, signInAs } from './support/browser';
import { allowChangesUntilStart, apiCall, bookAt } from './support/booking-scene';
import { readMailbox } from './support/mailbox';
import { addPet, registerAccount, seedLondonClinic, type SeededClinic } from './support/seed';

const SHOTS = '/tmp/shots';
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${SHOTS}/hours-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

/** The first day after `date` that is not a Sunday (the standard hours close on Sundays). */
function weekdayAfter(date: string): string {
  let day = addCalendarDays(date, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addCalendarDays(day, 1);
  return day;
}

/** Weekdays 09:00-12:00 and 14:00-17:00, Saturday morning, Sunday closed. */
const HOURS: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges:
    day === 'sunday'
      ? []
      : day === 'saturday'
        ? [{ start: '09:00', end: '12:00' }]
        : [
            { start: '09:00', end: '12:00' },
            { start: '14:00', end: '17:00' },
          ],
}));

describe('hours, closures and the waitlist tell one truth', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Hours ${Date.now().toString(36)}`);
    await allowChangesUntilStart(clinic.business);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when the clinic page is opened, then its opening hours are the hours its time is generated from, before and after the clinic sets its own', async () => {
    const { context, page } = await newPage(browser);
    const hours = page.getByRole('region', { name: 'Opening Hours' });
    // Each line's day and hours as the page states them, read from its parts: laid-out text
    // (innerText) joins them with a line break or with nothing depending on whether the styles
    // have been applied yet, which a loaded machine can read either way.
    const lines = () =>
      hours.getByRole('listitem').evaluateAll((items) =>
        items.map((item) =>
          Array.from(item.children)
            .map((part) => part.textContent ?? '')
            .join(' '),
        ),
      );
    await page.goto(`/vet/${clinic.id}`);
    await hours.waitFor();
    // Its free-text "8:00 AM - 6:00 PM" never drove booking: the standard blocks did.
    expect((await lines()).map((l) => l.replace(/\s+/g, ' '))).toEqual([
      'Mon-Sat 09:00-12:00, 14:00-17:00',
      'Sun Closed',
    ]);
    const profile = await apiCall<Record<string, unknown>>(
      'GET',
      '/vet-business/profile',
      clinic.business,
    );
    await apiCall('PUT', '/vet-business/profile', clinic.business, {
      ...profile,
      workingHours: HOURS,
    });
    await page.reload();
    await hours.getByText('Mon-Fri').waitFor();
    await shot(page, 'clinic-page');
    expect((await lines()).map((l) => l.replace(/\s+/g, ' '))).toEqual([
      'Mon-Fri 09:00-12:00, 14:00-17:00',
      'Sat 09:00-12:00',
      'Sun Closed',
    ]);
    // Search engines read the same hours from the page's structured data (written into the head
    // a moment after the screen).
    const openingHours = () =>
      page.evaluate(
        () =>
          Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
            .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
            .find((data) => data['@type'] === 'VeterinaryCare')?.openingHours,
      );
    await expect
      .poll(openingHours)
      .toEqual(['Mo-Fr 09:00-12:00', 'Mo-Fr 14:00-17:00', 'Sa 09:00-12:00']);
    await context.close();
  });

  test('when the clinic closes a booked day, then the booking is listed, cancelling emails the owner once, and the calendar shows the day Closed', async () => {
    const owner = await registerAccount('pet_owner', 'Olive', 'Owner');
    const pet = await addPet(owner, 'Biscuit', 'Dog');
    const visit = await bookAt(owner, pet.id, clinic.id, clinic.date, '10:00');

    const { context, page } = await newPage(browser);
    await signInAs(page, clinic.business);
    await page.goto('/vet-dashboard?tab=calendar');
    const panel = page.getByRole('region', { name: 'Closures' });
    await panel.getByLabel('First day').fill(clinic.date);
    await panel.getByLabel('Last day').fill(clinic.date);
    await panel.getByLabel('Reason').fill('Staff training');
    await panel.getByText(/1 appointment is booked/).waitFor();
    await panel.getByRole('button', { name: 'Close these days' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Appointments on these days' });
    await dialog.getByText(/10:00 · Biscuit \(Olive Owner\)/).waitFor();
    await shot(page, 'closure-dialog');
    await dialog.getByRole('button', { name: 'Cancel and email each owner' }).click();
    await panel.getByText(/cancelled 1 appointment and emailed the owners/).waitFor();

    const visits = await apiCall<Array<{ id: string; status: string }>>(
      'GET',
      '/appointments',
      owner,
    );
    expect(visits.find((v) => v.id === visit)?.status).toBe('cancelled');
    const mails = await waitFor(
      () => readMailbox(inject('mailboxUrl'), owner.email),
      (list) => list.some((m) => /cancel/i.test(m.subject)),
      30_000,
    );
    expect(mails.filter((m) => /cancel/i.test(m.subject))).toHaveLength(1);

    // The week view shows the closed day; tomorrow may be on next week's page.
    await page.locator('.fc-timeGridWeek-view').waitFor();
    if ((await page.locator(`td.fc-timegrid-col[data-date="${clinic.date}"]`).count()) === 0) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    const column = page.locator(`td.fc-timegrid-col[data-date="${clinic.date}"]`);
    await column.getByText('Closed · Staff training').first().waitFor();
    await shot(page, 'calendar-closed');
    await context.close();
  });

  test('when an owner opens the booking page, then a closed day says Closed, a day past the published time says Not open for booking yet, and the waitlist refuses the closed day', async () => {
    // The clinic has no time published after tomorrow; it closes the next weekday.
    const closed = weekdayAfter(clinic.date);
    await apiCall('POST', '/vet-business/closures', clinic.business, {
      from: closed,
      to: closed,
      reason: 'Holiday',
    });
    const later = weekdayAfter(closed);
    const owner = await registerAccount('pet_owner', 'Wendy', 'Waiter');

    const pet = await addPet(owner, 'Pip', 'Cat');
    await expect(
      apiCall('POST', '/waitlist', owner, { vetId: clinic.id, date: closed, petId: pet.id }),
    ).rejects.toThrow(/answered 409: .*The clinic is closed on this day.*DAY_CLOSED/);

    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, width);
      await signInAs(page, owner);
      await page.goto(`/book/${clinic.id}?date=${closed}`);
      const detail = (date: string) => page.locator(`label[for="day-${date}"] span`);
      await expect.poll(() => detail(closed).textContent(), { timeout: 15_000 }).toBe('Closed');
      expect(await detail(later).textContent()).toBe('Not open for booking yet');
      await shot(page, 'day-strip');
      // A closed day has no waitlist to offer: no time will free up on it.
      await page.getByText('The clinic is closed on this day.').waitFor();
      expect(await page.getByRole('button', { name: 'Join the waitlist' }).count()).toBe(0);
      // A day past the published time says so, and keeps the waitlist for when it opens.
      await page.goto(`/book/${clinic.id}?date=${later}`);
      await page.getByText('This day is not open for booking yet.').waitFor();
      await context.close();
    }
  });
});
