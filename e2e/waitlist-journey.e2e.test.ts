import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import { launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import { allowChangesUntilStart, apiCall, bookAt } from './support/booking-scene';
import { readMailbox } from './support/mailbox';
import { addPet, registerAccount, seedLondonClinic, type SeededClinic } from './support/seed';

interface WaitlistAnswer {
  offer: { startTime: string; expiresAt: string } | null;
}

describe('waitlist journey', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Waitlist ${Date.now().toString(36)}`);
    await allowChangesUntilStart(clinic.business);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when an owner waits on a full day and another cancels, then the freed time is held for the waiting owner, emailed, and booked from the dashboard', async () => {
    const first = await registerAccount('pet_owner', 'Fay', 'First');
    const firstPet = await addPet(first, 'Pepper', 'Cat');
    const visits: string[] = [];
    for (const time of ['10:00', '10:30', '11:00']) {
      visits.push(await bookAt(first, firstPet.id, clinic.id, clinic.date, time));
    }

    const waiting = await registerAccount('pet_owner', 'Wes', 'Waiting');
    await addPet(waiting, 'Rolo', 'Dog');
    const { context, page } = await newPage(browser);
    await signInAs(page, waiting);
    await page.goto(`/book/${clinic.id}?date=${clinic.date}&service=General+Consultation`);
    await page.getByText('No free time is left on this day.').waitFor();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText(/held for you alone for 15 minutes/).waitFor();
    await page
      .getByRole('region', { name: /^Join the waitlist for/ })
      .getByRole('button', { name: 'Join the waitlist' })
      .click();
    await page.getByText(/You are on the waitlist for/).waitFor();

    await apiCall('POST', `/appointments/${visits[1]}/cancel`, first, { reason: 'Plans changed' });
    const entries = await waitFor(
      () => apiCall<WaitlistAnswer[]>('GET', '/waitlist', waiting),
      (list) => list.some((e) => e.offer !== null),
      30_000,
    );
    expect(entries.find((e) => e.offer)?.offer?.startTime).toBe('10:30');

    await page.goto('/dashboard?tab=appointments');
    const held = page.getByText(/^10:30 is free\. Held for you until \d\d:\d\d$/);
    await held.waitFor();
    await screenshot(page, 'waitlist-offer');
    const offerMail = await waitFor(
      // The verification email came first; the offer is the one naming the freed time.
      async () =>
        (await readMailbox(inject('mailboxUrl'), waiting.email)).filter((m) =>
          /came free/.test(m.subject),
        ),
      (mails) => mails.length > 0,
      30_000,
    );
    expect(offerMail.length).toBeGreaterThan(0);
    expect(`${offerMail[0]!.subject}\n${offerMail[0]!.text}`).toContain(clinic.name);

    await page.getByRole('link', { name: 'Book it' }).click();
    await page.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    await page.getByRole('radio', { name: /Rolo/ }).check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const booked = page.getByRole('alertdialog', { name: 'Appointment booked successfully!' });
    await booked.waitFor();
    expect(await booked.getByTestId('booked-summary').textContent()).toContain('10:30 – 11:00');
    await context.close();
  });
});
